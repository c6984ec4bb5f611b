import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import {
  createHashRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { IntlArea } from '../../app/IntlArea';
import { Redirect } from '../../app/Redirect';
import {
  API_PREFIX,
  contract,
  createFetcher,
  isAdminRole,
  type AdminConsoleOptions,
  type Locale,
} from '@conf/common';
import { messages } from 'virtual:messages/all';
import { useGetCurrentUserQuery } from '../../app/api';
import { App } from '../../app/App';
import type { ApiEnvironment } from '../../app/environment';
import { setLocale as setStoreLocale } from '../../app/locale-slice';
import { SiteData } from '../../app/site-data';
import { createAppStore } from '../../app/store';
import { fixedStore } from '../../app/store-access';
import { StoreRoot } from '../../app/StoreRoot';
import { Toaster } from '../../app/Toaster';
import { localizePath } from '../../app/locale';
import { adminRoutes } from '../routes';
import { AdminConsole } from '../shell/AdminConsole';
import type { ConsoleEnv } from '../shell/env';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import type { LanguageControl } from '../shell/preferences';
import { SignIn } from './SignIn';

interface Session {
  options: AdminConsoleOptions;
  signOut: (reason?: 'notAdmin' | 'chosen') => void;
}

/** The console's language reaches the screens by context: the router is not rebuilt for it. */
const LanguageContext = createContext<LanguageControl | null>(null);

function useLanguage(): LanguageControl {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage outside DesktopConsole');
  return language;
}

/** Tells the desktop which route is on screen, and follows the routes it asks for. */
function useDesktopNavigation(options: AdminConsoleOptions) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { platform } = options;
  useEffect(() => platform.setCurrentRoute?.(pathname), [platform, pathname]);
  useEffect(() => platform.onNavigate?.((route) => void navigate(route)), [platform, navigate]);
}

function DesktopScreens({ session }: { session: Session }) {
  const { options, signOut } = session;
  const language = useLanguage();
  useDesktopNavigation(options);
  // null: the server no longer accepts the token; an error: the server could not be reached.
  const { data: user, error, refetch } = useGetCurrentUserQuery();
  // Relative to the hash router's /admin/*, as in the web console.
  const routes = useRoutes(adminRoutes);
  const env = useMemo<ConsoleEnv>(
    () => ({
      route: (path) => (path === '/admin' || path.startsWith('/admin/') ? path : null),
      siteUrl: (path, locale) => `${options.serverUrl}${localizePath(path, locale)}`,
      dataLocale: language.locale,
      signOut: () => signOut('chosen'),
    }),
    [options, signOut, language.locale],
  );
  const refused = user === null || (user !== undefined && !isAdminRole(user.role));
  useEffect(() => {
    if (refused) signOut(user ? 'notAdmin' : undefined);
  }, [refused, user, signOut]);
  if (error && !user) return <ScreenError error={error} retry={() => void refetch()} />;
  if (!user || refused) return <ScreenLoading />;
  return (
    <AdminConsole platform={options.platform} env={env} user={user} language={language}>
      {routes}
    </AdminConsole>
  );
}

/**
 * The desktop console: the sign-in form until there is a token, then the console with a store
 * that sends it as a Bearer header. A token the server no longer accepts (or an account that is
 * no organiser) brings the sign-in form back.
 */
export function DesktopConsole({ options }: { options: AdminConsoleOptions }) {
  const [token, setToken] = useState(options.token);
  const [notice, setNotice] = useState<'notAdmin' | null>(null);
  // The console's own language (Azerbaijani until the organiser picks another), kept by the
  // desktop app, which speaks it too: switching it here switches the tray and the menus.
  const [locale, setLocale] = useState<Locale>(options.locale);
  const language = useMemo<LanguageControl>(
    () => ({
      locale,
      setLocale: (next) => {
        setLocale(next);
        options.onLocale(next);
      },
    }),
    [locale, options],
  );

  const session = useMemo<Session>(
    () => ({
      options,
      signOut: (reason) => {
        // Signing out on purpose also ends the token on the server (as the site's logout does).
        if (reason === 'chosen' && token) {
          const fetcher = createFetcher({
            apiBase: `${options.serverUrl}${API_PREFIX}`,
            headers: () => ({ authorization: `Bearer ${token}` }),
          });
          void fetcher(contract.auth.logout).catch(() => undefined);
        }
        setNotice(reason === 'notAdmin' ? reason : null);
        setToken(null);
        options.onToken(null);
      },
    }),
    [options, token],
  );
  const { site, store } = useMemo(
    () => {
      const env: ApiEnvironment = {
        baseUrl: `${options.serverUrl}${API_PREFIX}`,
        forwardHeaders: token ? { authorization: `Bearer ${token}` } : {},
      };
      const made = createAppStore(env, locale);
      return {
        site: new SiteData(env),
        store: fixedStore(made, (next) => made.dispatch(setStoreLocale(next))),
      };
    },
    // A new token is a new session: a fresh store, so no cached answer of the old one leaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.serverUrl, token],
  );
  const router = useMemo(
    () =>
      createHashRouter([
        { path: '/admin/*', element: <DesktopScreens session={session} /> },
        { path: '*', element: <Redirect to="/admin" /> },
      ]),
    [session],
  );

  // The console has its own IntlArea (following the organiser's choice); this one serves
  // what shows before and around it (loading, toasts).
  return (
    <div className="admin-desktop">
      <IntlArea locale={locale} messages={messages[locale]} defaultLocale="en">
        <App site={site} store={store}>
          <StoreRoot>
            {token ? (
              <LanguageContext.Provider value={language}>
                <RouterProvider router={router} />
              </LanguageContext.Provider>
            ) : (
              <SignIn
                serverUrl={options.serverUrl}
                locale={locale}
                notice={notice}
                onSignedIn={(next) => {
                  setNotice(null);
                  setToken(next);
                  options.onToken(next);
                }}
              />
            )}
            <Toaster />
          </StoreRoot>
        </App>
      </IntlArea>
    </div>
  );
}
