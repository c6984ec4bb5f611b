import { useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '@conf/common';
import { useT } from '../app/intl';
import { useLocalePath } from '../app/LocalLink';
import { showSuccess } from '../app/toast';
import { routing } from '../app/contract';
import { useSiteSend } from '../app/site-send';
import { AuthCard } from './AuthCard';
import { AuthForm, LinkFailed, TextInput } from './AuthForm';
import { withFormsCatalogue } from './FormsCatalogue';
import { useSchemaForm } from '../app/schema-form';

/** /user/forgot_password/reset/{token}: the mailed link; a new password, then sign in. */
function Screen() {
  const t = useT();
  const { token = '' } = useParams();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const [reset, { isLoading }] = useSiteSend(routing.auth.resetPassword);
  const form = useSchemaForm(resetPasswordSchema, { password: '', passwordConfirmation: '' });

  const onSubmit = async () => {
    if (!(await form.submit((input) => reset(input), { extra: { token } }))) return;
    showSuccess(t('auth.reset.done'));
    void navigate(localize('/user/login'));
  };

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <LinkFailed link="reset" error={form.errors.token} />
      <AuthForm onSubmit={onSubmit} busy={isLoading} submit={t('auth.reset.submit')}>
        <TextInput
          form={form}
          name="password"
          autoComplete="new-password"
          label="auth.field.newPassword"
          hint="auth.field.passwordHint"
        />
        <TextInput form={form} name="passwordConfirmation" autoComplete="new-password" />
      </AuthForm>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
