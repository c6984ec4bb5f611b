import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Alert, Button, Card, ConfigProvider, Form, Input } from 'antd';
import { loginSchema, type Locale, type LoginResponse } from '@conf/common';
import { messages } from 'virtual:messages/all';
import { apiErrorBody } from '../../app/error-message';
import { useT, useTranslateKey } from '../../app/intl';

type Fields = { email: string; password: string };

function SignInForm({ serverUrl, locale, notice, onSignedIn }: SignInProps) {
  const t = useT();
  const tr = useTranslateKey();
  const [values, setValues] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(
    notice === 'notAdmin' ? t('admin.signIn.notAdmin') : null,
  );
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Fields;
        next[field] ??= tr(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await fetch(`${serverUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'lang-code': locale },
        body: JSON.stringify(parsed.data),
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const error = apiErrorBody(body);
        setFailure(error?.message ?? t('error.generic'));
        const fieldErrors: Partial<Record<keyof Fields, string>> = {};
        for (const [field, list] of Object.entries(error?.errors ?? {})) {
          if (field === 'email' || field === 'password') fieldErrors[field] = list[0];
        }
        setErrors(fieldErrors);
        return;
      }
      onSignedIn((body as LoginResponse).token);
    } catch {
      setFailure(t('error.generic'));
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
        <Form layout="vertical" onFinish={() => void submit()} noValidate>
          <Form.Item
            label={t('auth.field.email')}
            htmlFor="admin-email"
            validateStatus={errors.email ? 'error' : undefined}
            help={errors.email}
          >
            <Input
              id="admin-email"
              type="email"
              autoComplete="username"
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('auth.field.password')}
            htmlFor="admin-password"
            validateStatus={errors.password ? 'error' : undefined}
            help={errors.password}
          >
            <Input.Password
              id="admin-password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('admin.signIn.submit')}
          </Button>
        </Form>
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

/** The desktop console's sign-in (POST /api/auth/login); the token goes to the desktop to keep. */
export function SignIn(props: SignInProps) {
  return (
    <IntlProvider locale={props.locale} messages={messages[props.locale]} defaultLocale="en">
      <ConfigProvider>
        <SignInForm {...props} />
      </ConfigProvider>
    </IntlProvider>
  );
}
