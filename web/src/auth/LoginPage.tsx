import { useNavigate } from 'react-router';
import { routing } from '../app/contract';
import { useSiteSend, userChanged } from '../app/site-send';
import { useSiteContext } from '../app/site-context';
import { useT } from '../app/intl';
import { LocalLink, useLocalePath } from '../app/LocalLink';
import { AuthCard } from './AuthCard';
import { AuthForm, TextInput } from './AuthForm';
import { withFormsCatalogue } from './FormsCatalogue';
import { lazySchema, useSchemaForm } from '../app/schema-form';
import { safeRedirect } from './redirect';
import { useSearchParams } from '../app/search-params';

/** zod and the schema load with the first keystroke: the page arrives without them. */
const loginSchema = lazySchema(async () => (await import('./login-schema')).loginSchema);

/** /user/login: e-mail and password; afterwards the panel or the `redirect` parameter. */
function Screen() {
  const t = useT();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const { site, store } = useSiteContext();
  const [params] = useSearchParams();
  const [login, { isLoading }] = useSiteSend(routing.auth.login);
  const form = useSchemaForm(loginSchema, { email: '', password: '' });

  const onSubmit = async () => {
    const sent = await form.submit((input) => login(input));
    if (!sent) return;
    // Awaited: the panel's guard must find the user in the store, if this tab made one.
    await userChanged(site, store, sent.reply.user);
    void navigate(safeRedirect(params.get('redirect'), localize('/user/panel')));
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      links={
        <>
          <LocalLink to="/user/forgot_password">{t('auth.login.forgot')}</LocalLink>
          <span>
            {t('auth.login.noAccount')}{' '}
            <LocalLink to="/user/reg">{t('auth.login.toRegister')}</LocalLink>
          </span>
        </>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        busy={isLoading}
        submit={isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
      >
        <TextInput form={form} name="email" autoComplete="email" />
        <TextInput form={form} name="password" autoComplete="current-password" />
      </AuthForm>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
