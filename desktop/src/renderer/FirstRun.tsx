import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { checkServerUrl, type DesktopBridge, type MessageKey } from '@conf/common';

/**
 * First run: the organiser names the conference server once. The address is checked here for
 * a quick answer and again in the main process, which keeps it.
 */
export function FirstRun({
  bridge,
  onSaved,
}: {
  bridge: DesktopBridge;
  onSaved(serverUrl: string): void;
}) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkServerUrl(value);
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    const result = await bridge.setServerUrl(value);
    setBusy(false);
    if (result.ok) onSaved(result.serverUrl);
    else setError(result.error);
  }

  return (
    <main className="first-run">
      <h1>{t('desktop.serverUrl.title')}</h1>
      <p>{t('desktop.serverUrl.intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="server-url">{t('desktop.serverUrl.label')}</label>
        <input
          id="server-url"
          type="url"
          inputMode="url"
          // The screen's one question: the caret is where the organiser will type anyway.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={value}
          placeholder={t('desktop.serverUrl.placeholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? 'server-url-error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id="server-url-error" role="alert" className="error">
            {t(error)}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t('desktop.serverUrl.submit')}
        </button>
      </form>
    </main>
  );
}
