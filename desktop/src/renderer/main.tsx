import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { messages, resolveLocale, type DesktopBridge, type Locale } from '@conf/common';
import * as adminModule from '@conf/web/admin';
import { FirstRun } from './FirstRun';
import { desktopPlatform } from './platform';
import './styles.css';

const container = document.getElementById('root');
const locale: Locale = resolveLocale(navigator.language);

function renderOwn(node: ReactNode) {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <IntlProvider locale={locale} messages={messages[locale]}>
        {node}
      </IntlProvider>
    </StrictMode>,
  );
}

/**
 * The desktop renderer: the first-run server screen until a server is known, then web's admin
 * console, handed the desktop platform, the server and the stored token.
 */
async function start(bridge: DesktopBridge) {
  const serverUrl = await bridge.getServerUrl();
  if (!serverUrl) {
    // A new server changes the page's CSP (connect-src): reload to get it.
    return renderOwn(<FirstRun bridge={bridge} onSaved={() => window.location.reload()} />);
  }
  const mount = adminModule.mountAdminConsole;
  if (typeof mount !== 'function' || !container) {
    return renderOwn(<p className="notice">{messages[locale]['desktop.console.unavailable']}</p>);
  }
  mount(container, {
    platform: desktopPlatform(bridge),
    serverUrl,
    token: await bridge.getToken(),
    onToken: (token) => void bridge.setToken(token),
    locale,
  });
}

if (window.conference) void start(window.conference);
