import { useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@conf/common';
import { api } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../app/intl';
import { LocalLink, useLocalePath } from '../app/LocalLink';
import { useLoginMutation } from './auth-api';
import { AuthCard } from './AuthCard';
import { AuthForm, TextInput } from './AuthForm';
import { withFormsCatalogue } from './FormsCatalogue';
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

  const onSubmit = async () => {
    const sent = await form.submit((input) => login(input).unwrap());
    if (!sent) return;
    void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, sent.reply.user));
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
