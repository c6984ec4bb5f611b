import { useNavigate, useParams } from 'react-router';
import { confirmEmailSchema } from '@conf/common';
import { routing } from '../app/contract';
import { errorStatus } from '../app/error-message';
import { useSiteContext } from '../app/site-context';
import { useSiteSend, userChanged } from '../app/site-send';
import { useT } from '../app/intl';
import { LocalLink, useLocalePath } from '../app/LocalLink';
import { useSchemaForm } from '../app/schema-form';
import { showSuccess } from '../app/toast';
import { AuthCard } from './AuthCard';
import { AuthForm, LinkFailed, TextInput } from './AuthForm';
import { withFormsCatalogue } from './FormsCatalogue';

/**
 * /user/confirm/{token}: the link mailed at sign-up. The password chosen then confirms the
 * address (whoever else signed up with it cannot be confirmed by the owner's click) and signs in.
 */
function Screen() {
  const t = useT();
  const { token = '' } = useParams();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const { site, store } = useSiteContext();
  const [confirm, { isLoading }] = useSiteSend(routing.auth.confirmEmail);
  const form = useSchemaForm(confirmEmailSchema, { password: '' });

  const onSubmit = async () => {
    const sent = await form.submit((input) => confirm(input), {
      extra: { token },
      // A used or expired link answers 400: it is the link that failed, not the password.
      alsoOn: (err): Record<string, string> =>
        errorStatus(err) === 400 ? { token: 'error.confirmTokenInvalid' } : {},
    });
    if (!sent) return;
    // Awaited: the panel's guard must find the user in the store, if this tab made one.
    await userChanged(site, store, sent.reply.user);
    showSuccess(t('auth.register.done'));
    void navigate(localize('/user/panel'));
  };

  return (
    <AuthCard
      title={t('auth.confirm.title')}
      intro={t('auth.confirm.intro')}
      links={<LocalLink to="/user/forgot_password">{t('auth.login.forgot')}</LocalLink>}
    >
      <LinkFailed link="confirm" error={form.errors.token} />
      <AuthForm
        onSubmit={onSubmit}
        busy={isLoading}
        submit={isLoading ? t('auth.confirm.submitting') : t('auth.confirm.submit')}
      >
        <TextInput form={form} name="password" autoComplete="current-password" />
      </AuthForm>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
