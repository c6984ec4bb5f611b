import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import azAZ from 'antd/locale/az_AZ';
import enUS from 'antd/locale/en_US';
import type { Platform, UserDto } from '@conf/common';
import { messages } from 'virtual:messages/all';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { setLocale as setRequestLocale } from '../../app/locale-slice';
import { PlatformContext } from '../platform/context';
import { AdminLayout } from './AdminLayout';
import { ConsoleEnvContext, type ConsoleEnv } from './env';
import { PreferencesProvider, usePreferences, type LanguageControl } from './preferences';
import { themeClassNames } from './settings';
import './admin.css';

const ANT_LOCALES = { az: azAZ, en: enUS } as const;
/** The conference's blue: primary buttons, links and the "brand" sidebar. */
const BRAND_COLOR = '#1d4e89';

/** Data that depends on the request language; refetched when the organiser switches language. */
const LOCALISED_TAGS = [
  'Admin',
  'Page',
  'News',
  'User',
  'Thesis',
  'Payment',
  'Participant',
  'Message',
] as const;

/**
 * Requests from the console carry the console's language (its own choice, not the URL's); when
 * the console goes away, the page's own language is restored for the site.
 */
function useRequestLocale(restore: ConsoleEnv['dataLocale']) {
  const { locale } = usePreferences();
  const dispatch = useAppDispatch();
  const first = useRef(true);
  // A layout effect runs before the screens' data hooks start their requests.
  useLayoutEffect(() => {
    dispatch(setRequestLocale(locale));
    if (first.current) first.current = false;
    else dispatch(api.util.invalidateTags([...LOCALISED_TAGS]));
  }, [dispatch, locale]);
  useLayoutEffect(() => () => void dispatch(setRequestLocale(restore)), [dispatch, restore]);
}

function ThemedConsole({
  user,
  env,
  children,
}: {
  user: UserDto;
  env: ConsoleEnv;
  children: ReactNode;
}) {
  const { locale, theme } = usePreferences();
  useRequestLocale(env.dataLocale);
  return (
    <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="en">
      <ConfigProvider
        locale={ANT_LOCALES[locale]}
        direction={theme.direction}
        theme={{
          algorithm: theme.mode === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
          token: { colorPrimary: BRAND_COLOR },
        }}
      >
        <AntApp>
          <div
            className={['admin-console', ...themeClassNames(theme)].join(' ')}
            dir={theme.direction}
            lang={locale}
            data-theme={theme.mode}
          >
            <AdminLayout user={user}>{children}</AdminLayout>
          </div>
        </AntApp>
      </ConfigProvider>
    </IntlProvider>
  );
}

/**
 * The console around its screens, the same in the browser and in the desktop app: platform,
 * environment, the organiser's preferences (language, theme), antd's theme and the layout.
 */
export function AdminConsole({
  platform,
  env,
  user,
  language,
  children,
}: {
  platform: Platform;
  env: ConsoleEnv;
  user: UserDto;
  /** The desktop app keeps the console's language; the browser console remembers its own. */
  language?: LanguageControl;
  children: ReactNode;
}) {
  return (
    <PlatformContext.Provider value={platform}>
      <ConsoleEnvContext.Provider value={env}>
        <PreferencesProvider language={language}>
          <ThemedConsole user={user} env={env}>
            {children}
          </ThemedConsole>
        </PreferencesProvider>
      </ConsoleEnvContext.Provider>
    </PlatformContext.Provider>
  );
}
