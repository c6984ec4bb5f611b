import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider, theme as antTheme } from 'antd';
import type { Platform, UserDto } from '@conf/common';
import { api } from '../../app/api';
import { useAntdLocale } from '../../app/antd-locale';
import { IntlArea } from '../../app/IntlArea';
import { fullCatalogue, useCatalogue } from '../../app/catalogues';
import { useAppDispatch } from '../../app/hooks';
import { setLocale as setRequestLocale } from '../../app/locale-slice';
import { PlatformContext } from '../platform/context';
import { AdminLayout } from './AdminLayout';
import { ConsoleEnvContext, type ConsoleEnv } from './env';
import { PreferencesProvider, usePreferences, type LanguageControl } from './preferences';
import { themeClassNames } from './settings';
import './admin.css';

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

/**
 * The console's root with antd's base text style from the theme (what antd's App component gave
 * it). App itself would bring its message, modal and notification holders into the first load;
 * the console's notifications load on their own (notifications.tsx) and screens hold their modals.
 */
function ConsoleRoot({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { token } = antTheme.useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return (
    <div {...props} style={style}>
      {children}
    </div>
  );
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
  // Loaded with the route (web-route.tsx); after a language switch, on its way.
  const catalogue = useCatalogue(fullCatalogue, locale);
  const antdTexts = useAntdLocale(locale);
  if (!catalogue || !antdTexts) return null;
  return (
    <IntlArea locale={catalogue.locale} messages={catalogue.messages} defaultLocale="en">
      <ConfigProvider
        locale={antdTexts}
        direction={theme.direction}
        theme={{
          algorithm: theme.mode === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
          token: { colorPrimary: BRAND_COLOR },
        }}
      >
        <ConsoleRoot
          className={['admin-console', ...themeClassNames(theme)].join(' ')}
          dir={theme.direction}
          lang={locale}
          data-theme={theme.mode}
        >
          <AdminLayout user={user}>{children}</AdminLayout>
        </ConsoleRoot>
      </ConfigProvider>
    </IntlArea>
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
