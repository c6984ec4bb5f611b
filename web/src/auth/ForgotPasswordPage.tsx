import { useState, type FormEvent } from 'react';
import { forgotPasswordSchema } from '@conf/common';
import { useT } from '../app/intl';
import { LocalLink } from '../app/LocalLink';
import { useForgotPasswordMutation } from './auth-api';
import { AuthCard } from './AuthCard';
import { withFormsCatalogue } from './FormsCatalogue';
import { Field } from './Field';
import { useSchemaForm } from '../app/schema-form';

/** /user/forgot_password: asks for the e-mail; the answer never says whether it exists. */
function Screen() {
  const t = useT();
  const [send, { isLoading }] = useForgotPasswordMutation();
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    try {
      await send(input).unwrap();
      setSentTo(input.email);
    } catch (err) {
      form.refuse(err);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.title')}>
        <p role="status" className="notice notice--success">
          {t('auth.forgot.sent', { email: sentTo })}
        </p>
        <p className="auth-card__links">
          <LocalLink to="/user/login">{t('auth.backToLogin')}</LocalLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
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
        <button type="submit" className="button button--block" disabled={isLoading}>
          {t('auth.forgot.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <LocalLink to="/user/login">{t('auth.backToLogin')}</LocalLink>
      </p>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
