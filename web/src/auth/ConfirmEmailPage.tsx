import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmEmailSchema } from '@conf/common';
import { api } from '../app/api';
import { errorStatus } from '../app/error-message';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../app/intl';
import { LocalLink, useLocalePath } from '../app/LocalLink';
import { useSchemaForm } from '../app/schema-form';
import { showSuccess } from '../app/toast';
import { useConfirmEmailMutation } from './auth-api';
import { AuthCard } from './AuthCard';
import { withFormsCatalogue } from './FormsCatalogue';
import { Field } from './Field';

/**
 * /user/confirm/{token}: the link mailed at sign-up. The password chosen then confirms the
 * address (whoever else signed up with it cannot be confirmed by the owner's click) and signs in.
 */
function Screen() {
  const t = useT();
  const { token = '' } = useParams();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const form = useSchemaForm(confirmEmailSchema, { password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate({ token });
    if (!input) return;
    try {
      const { user } = await confirm(input).unwrap();
      dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user));
      showSuccess(t('auth.register.done'));
      navigate(localize('/user/panel'));
    } catch (err) {
      // A used or expired link answers 400: it is the link that failed, not the password.
      form.refuse(err, errorStatus(err) === 400 ? { token: 'error.confirmTokenInvalid' } : {});
    }
  };

  return (
    <AuthCard title={t('auth.confirm.title')} intro={t('auth.confirm.intro')}>
      {form.errors.token && (
        <p className="notice notice--error" role="alert">
          {t('error.confirmTokenInvalid')}{' '}
          <LocalLink to="/user/reg">{t('auth.confirm.again')}</LocalLink>
        </p>
      )}
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
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
          {isLoading ? t('auth.confirm.submitting') : t('auth.confirm.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <LocalLink to="/user/forgot_password">{t('auth.login.forgot')}</LocalLink>
      </p>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
