import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@conf/common';
import { api } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../app/intl';
import { LocalLink, useLocalePath } from '../app/LocalLink';
import { useLoginMutation } from './auth-api';
import { AuthCard } from './AuthCard';
import { withFormsCatalogue } from './FormsCatalogue';
import { Field } from './Field';
import { useSchemaForm } from '../app/schema-form';
import { safeRedirect } from './redirect';

/** /user/login: e-mail and password; afterwards the panel or the `redirect` parameter. */
function Screen() {
  const t = useT();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    try {
      const { user } = await login(input).unwrap();
      dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user));
      navigate(safeRedirect(params.get('redirect'), localize('/user/panel')));
    } catch (err) {
      form.refuse(err);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field label={t('auth.field.email')} required error={form.errors.email}>
          {(p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(e) => form.set('email', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('auth.field.password')} required error={form.errors.password}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(e) => form.set('password', e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--block" disabled={isLoading}>
          {isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <LocalLink to="/user/forgot_password">{t('auth.login.forgot')}</LocalLink>
        <span>
          {t('auth.login.noAccount')}{' '}
          <LocalLink to="/user/reg">{t('auth.login.toRegister')}</LocalLink>
        </span>
      </p>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
