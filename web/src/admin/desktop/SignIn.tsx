import { useState, type FormEvent } from 'react';
import { IntlArea } from '../../app/IntlArea';
import { Alert, Button, Card, ConfigProvider, Form, Input } from 'antd';
import { ApiCallError, contract, createFetcher, loginSchema, type Locale } from '@conf/common';
import { messages } from 'virtual:messages/all';
import { fieldErrors } from '../../app/error-message';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { FormField } from '../../panel/shared/FormField';

function SignInForm({ serverUrl, locale, notice, onSignedIn }: SignInProps) {
  const t = useT();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(
    notice === 'notAdmin' ? t('admin.signIn.notAdmin') : null,
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    // No store yet (no token): the sign-in calls the contract route directly.
    const fetcher = createFetcher({
      apiBase: `${serverUrl}/api`,
      headers: () => ({ 'lang-code': locale }),
    });
    try {
      const { token } = await fetcher(contract.auth.login, { body: input });
      onSignedIn(token);
    } catch (err) {
      const body = err instanceof ApiCallError ? err.body : null;
      setFailure(body?.message ?? t('error.generic'));
      form.setErrors(fieldErrors(body));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main
      className="admin-sign-in"
      style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16 }}
    >
      <Card
        title={<h1 style={{ margin: 0, fontSize: 20 }}>{t('admin.signIn.title')}</h1>}
        style={{ width: 380, maxWidth: '100%' }}
      >
        {failure ? (
          <Alert type="error" message={failure} showIcon style={{ marginBottom: 16 }} />
        ) : null}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Form layout="vertical" component={false}>
            <FormField id="admin-email" label={t('auth.field.email')} error={form.errors.email}>
              {(id) => (
                <Input
                  id={id}
                  type="email"
                  autoComplete="username"
                  value={form.values.email}
                  onChange={(e) => form.set('email', e.target.value)}
                />
              )}
            </FormField>
            <FormField
              id="admin-password"
              label={t('auth.field.password')}
              error={form.errors.password}
            >
              {(id) => (
                <Input.Password
                  id={id}
                  autoComplete="current-password"
                  value={form.values.password}
                  onChange={(e) => form.set('password', e.target.value)}
                />
              )}
            </FormField>
            <Button type="primary" htmlType="submit" loading={busy} disabled={busy} block>
              {t('admin.signIn.submit')}
            </Button>
          </Form>
        </form>
      </Card>
    </main>
  );
}

interface SignInProps {
  serverUrl: string;
  locale: Locale;
  notice: 'notAdmin' | null;
  onSignedIn: (token: string) => void;
}

/** The desktop console's sign-in (the contract's login route); the token goes to the desktop to keep. */
export function SignIn(props: SignInProps) {
  return (
    <IntlArea locale={props.locale} messages={messages[props.locale]} defaultLocale="en">
      <ConfigProvider>
        <SignInForm {...props} />
      </ConfigProvider>
    </IntlArea>
  );
}
