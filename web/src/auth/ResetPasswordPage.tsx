import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '@conf/common';
import { useT } from '../app/intl';
import { LocalLink, useLocalePath } from '../app/LocalLink';
import { showSuccess } from '../app/toast';
import { useResetPasswordMutation } from './auth-api';
import { AuthCard } from './AuthCard';
import { withFormsCatalogue } from './FormsCatalogue';
import { Field } from './Field';
import { useSchemaForm } from '../app/schema-form';

/** /user/forgot_password/reset/{token}: the mailed link; a new password, then sign in. */
function Screen() {
  const t = useT();
  const { token = '' } = useParams();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const form = useSchemaForm(resetPasswordSchema, { password: '', passwordConfirmation: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate({ token });
    if (!input) return;
    try {
      await reset(input).unwrap();
      showSuccess(t('auth.reset.done'));
      navigate(localize('/user/login'));
    } catch (err) {
      form.refuse(err);
    }
  };

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      {form.errors.token && (
        <p className="notice notice--error" role="alert">
          {t('error.resetTokenInvalid')}{' '}
          <LocalLink to="/user/forgot_password">{t('auth.reset.again')}</LocalLink>
        </p>
      )}
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label={t('auth.field.newPassword')}
          required
          error={form.errors.password}
          hint={t('auth.field.passwordHint')}
        >
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="new-password"
              value={form.values.password}
              onChange={(e) => form.set('password', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('auth.field.passwordConfirmation')}
          required
          error={form.errors.passwordConfirmation}
        >
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="new-password"
              value={form.values.passwordConfirmation}
              onChange={(e) => form.set('passwordConfirmation', e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--block" disabled={isLoading}>
          {t('auth.reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
