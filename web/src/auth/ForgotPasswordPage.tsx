import { useState } from 'react';
import { forgotPasswordSchema } from '@conf/common';
import { useT } from '../app/intl';
import { LocalLink } from '../app/LocalLink';
import { routing } from '../app/contract';
import { useSiteSend } from '../app/site-send';
import { AuthCard } from './AuthCard';
import { AuthForm, MailSent, TextInput } from './AuthForm';
import { withFormsCatalogue } from './FormsCatalogue';
import { useSchemaForm } from '../app/schema-form';

/** /user/forgot_password: asks for the e-mail; the answer never says whether it exists. */
function Screen() {
  const t = useT();
  const [send, { isLoading }] = useSiteSend(routing.auth.forgotPassword);
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async () => {
    const sent = await form.submit(async (input) => {
      await send(input);
      return input.email;
    });
    if (sent) setSentTo(sent.reply);
  };

  if (sentTo) {
    return (
      <MailSent title={t('auth.forgot.title')} text={t('auth.forgot.sent', { email: sentTo })} />
    );
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      links={<LocalLink to="/user/login">{t('auth.backToLogin')}</LocalLink>}
    >
      <AuthForm onSubmit={onSubmit} busy={isLoading} submit={t('auth.forgot.submit')}>
        <TextInput form={form} name="email" autoComplete="email" />
      </AuthForm>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
