import { useState, type FormEvent } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { accountEditSchema, type UserDto } from '@conf/common';
import { useGetCurrentUserQuery } from '../../app/api';
import { fieldErrors } from '../../app/error-message';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { showError, showSuccess } from '../../app/toast';
import { zodFieldErrors } from '../../auth/form';
import { useEditAccountMutation } from '../panel-api';
import { FormField } from '../shared/FormField';
import { ProfileFields } from '../shared/ProfileFields';
import type { ProfileValues } from '../shared/profile';
import { QueryState } from '../shared/QueryState';

function profileOf(user: UserDto): ProfileValues {
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    countryId: String(user.countryId),
    city: user.city,
    institution: user.institution,
    phonePrefix: user.phonePrefix,
    phone: user.phone,
    academicDegree: user.academicDegree,
    academicTitle: user.academicTitle,
  };
}

function AccountForm({ user }: { user: UserDto }) {
  const t = useT();
  const locale = useLocale();
  const [profile, setProfile] = useState<ProfileValues>(() => profileOf(user));
  const [newPassword, setNewPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useEditAccountMutation();

  // The API wants the current password for a new password or a new e-mail (docs/security.md).
  const emailChanges = profile.email.trim().toLowerCase() !== user.email;
  const needsCurrent = newPassword !== '' || emailChanges;

  const clear = (...fields: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountEditSchema.safeParse({
      ...profile,
      newPassword,
      currentPassword,
      locale,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    if (emailChanges && currentPassword === '') {
      setErrors({ currentPassword: 'validation.currentPasswordNeeded' });
      return;
    }
    setErrors({});
    try {
      await save(parsed.data).unwrap();
      setNewPassword('');
      setCurrentPassword('');
      // A new password signed out every other session; this one goes on with a fresh cookie.
      showSuccess(t(newPassword ? 'panel.account.otherSessionsEnded' : 'panel.account.saved'));
    } catch (err) {
      setErrors(fieldErrors(err));
      showError(err);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form layout="vertical" component={false}>
        <Card title={t('panel.account.profile')} style={{ marginBottom: 16 }}>
          <ProfileFields
            values={profile}
            errors={errors}
            onChange={(patch) => {
              setProfile((p) => ({ ...p, ...patch }));
              clear(...Object.keys(patch));
            }}
          />
        </Card>
        <Card title={t('panel.account.password')} style={{ marginBottom: 16 }}>
          <Typography.Paragraph type="secondary">
            {t('panel.account.passwordHint')}
          </Typography.Paragraph>
          <FormField
            label={t('auth.field.newPassword')}
            error={errors.newPassword}
            hint={t('auth.field.passwordHint')}
          >
            {(id) => (
              <Input.Password
                id={id}
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => {
                  setNewPassword(e.target.value);
                  clear('newPassword');
                }}
              />
            )}
          </FormField>
          <FormField
            label={t('panel.account.currentPassword')}
            required={needsCurrent}
            error={errors.currentPassword}
            hint={t('panel.account.currentPasswordHint')}
          >
            {(id) => (
              <Input.Password
                id={id}
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => {
                  setCurrentPassword(e.target.value);
                  clear('currentPassword');
                }}
              />
            )}
          </FormField>
        </Card>
        <Typography.Paragraph type="secondary">{t('auth.requiredNote')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('panel.account.save')}
        </Button>
      </Form>
    </form>
  );
}

/** /user/panel/account_edit: every profile field; the password changes only with the current one. */
export function AccountEditPage() {
  const t = useT();
  const { data: user, isLoading, error, refetch } = useGetCurrentUserQuery();
  return (
    <section aria-labelledby="account-title">
      <Typography.Title level={1} id="account-title" style={{ fontSize: 28 }}>
        {t('panel.account.title')}
      </Typography.Title>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        {user && <AccountForm user={user} />}
      </QueryState>
    </section>
  );
}
