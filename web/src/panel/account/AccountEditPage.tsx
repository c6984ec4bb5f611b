import { Button, Card, Input, Typography } from 'antd';
import { accountEditSchema, type UserDto } from '@conf/common';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { showSuccess } from '../../app/toast';
import { useSchemaForm } from '../../app/schema-form';
import { useEditAccountMutation } from '../panel-api';
import { FormField } from '../shared/FormField';
import { ProfileFields } from '../shared/ProfileFields';
import { profileOf } from '../shared/profile';
import { CurrentUserState } from '../shared/CurrentUserState';
import { PanelPage } from '../shared/PanelPage';
import { PanelForm } from '../shared/PanelForm';

function AccountForm({ user }: { user: UserDto }) {
  const t = useT();
  const locale = useLocale();
  const form = useSchemaForm(accountEditSchema, () => ({
    ...profileOf(user),
    newPassword: '',
    currentPassword: '',
  }));
  const [save, { isLoading }] = useEditAccountMutation();

  // The API wants the current password for a new password or a new e-mail (docs/security.md).
  const emailChanges = form.values.email.trim().toLowerCase() !== user.email;
  const needsCurrent = form.values.newPassword !== '' || emailChanges;

  const onSubmit = async () => {
    const input = form.validate({ locale });
    if (!input) return;
    if (emailChanges && input.currentPassword === '') {
      form.setErrors({ currentPassword: 'validation.currentPasswordNeeded' });
      return;
    }
    try {
      await save(input).unwrap();
      form.set('newPassword', '');
      form.set('currentPassword', '');
      // A new password signed out every other session; this one goes on with a fresh cookie.
      showSuccess(
        t(input.newPassword ? 'panel.account.otherSessionsEnded' : 'panel.account.saved'),
      );
    } catch (err) {
      form.refuse(err);
    }
  };

  const password =
    (field: 'newPassword' | 'currentPassword', autoComplete: string) => (id: string) => (
      <Input.Password
        id={id}
        autoComplete={autoComplete}
        value={form.values[field]}
        onChange={(e) => form.set(field, e.target.value)}
      />
    );

  return (
    <PanelForm onSubmit={onSubmit}>
      <Card title={t('panel.account.profile')} style={{ marginBottom: 16 }}>
        <ProfileFields
          values={form.values}
          errors={form.errors}
          onChange={(patch) => {
            form.setValues((v) => ({ ...v, ...patch }));
            form.clear(...Object.keys(patch));
          }}
        />
      </Card>
      <Card title={t('panel.account.password')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">
          {t('panel.account.passwordHint')}
        </Typography.Paragraph>
        <FormField
          label={t('auth.field.newPassword')}
          error={form.errors.newPassword}
          hint={t('auth.field.passwordHint')}
        >
          {password('newPassword', 'new-password')}
        </FormField>
        <FormField
          label={t('panel.account.currentPassword')}
          required={needsCurrent}
          error={form.errors.currentPassword}
          hint={t('panel.account.currentPasswordHint')}
        >
          {password('currentPassword', 'current-password')}
        </FormField>
      </Card>
      <Typography.Paragraph type="secondary">{t('auth.requiredNote')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={isLoading} disabled={isLoading}>
        {t('panel.account.save')}
      </Button>
    </PanelForm>
  );
}

/** /user/panel/account_edit: every profile field; the password changes only with the current one. */
export function AccountEditPage() {
  const t = useT();
  return (
    <PanelPage titleId="account-title" title={t('panel.account.title')}>
      <CurrentUserState>{(user) => <AccountForm user={user} />}</CurrentUserState>
    </PanelPage>
  );
}
