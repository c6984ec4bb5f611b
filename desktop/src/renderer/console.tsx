import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { messages, type DesktopBridge, type Locale } from '@conf/common';
import * as adminModule from '@conf/web/admin';
import { FirstRun } from './FirstRun';
import { desktopPlatform } from './platform';
import './styles.css';

const container = document.getElementById('root');

function renderOwn(node: ReactNode, locale: Locale) {
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
 * console, handed the desktop platform, the server and the stored token. Both speak the
 * console's language, which the main process keeps (its tray and menus speak it too).
 */
async function start(bridge: DesktopBridge) {
  const { serverUrl, locale } = await bridge.getSettings();
  document.documentElement.lang = locale;
  if (!serverUrl) {
    // A new server changes the page's CSP (connect-src): reload to get it.
    return renderOwn(<FirstRun bridge={bridge} onSaved={() => window.location.reload()} />, locale);
  }
  const mount = adminModule.mountAdminConsole;
  if (typeof mount !== 'function' || !container) {
    return renderOwn(
      <p className="notice">{messages[locale]['desktop.console.unavailable']}</p>,
      locale,
    );
  }
  mount(container, {
    platform: desktopPlatform(bridge),
    serverUrl,
    token: await bridge.getToken(),
    onToken: (token) => void bridge.setToken(token),
    locale,
    onLocale: (next) => {
      document.documentElement.lang = next;
      void bridge.setLocale(next);
    },
  });
}

if (window.conference) void start(window.conference);
