import { useEffect, useMemo, useState } from 'react';
import {
  createHashRouter,
  Navigate,
  RouterProvider,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { IntlProvider } from 'react-intl';
import { isAdminRole, type AdminConsoleOptions } from '@conf/common';
import { messages } from 'virtual:messages/all';
import { useGetCurrentUserQuery } from '../../app/api';
import { App } from '../../app/App';
import { createAppStore } from '../../app/store';
import { Toaster } from '../../app/Toaster';
import { localizePath } from '../../app/locale';
import { adminRoutes } from '../routes';
import { AdminConsole } from '../shell/AdminConsole';
import type { ConsoleEnv } from '../shell/env';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { loadAdminLocale } from '../shell/admin-locale';
import { browserStorage } from '../shell/settings';
import { SignIn } from './SignIn';

interface Session {
  options: AdminConsoleOptions;
  token: string;
  signOut: (reason?: 'notAdmin' | 'chosen') => void;
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
  const { options, token, signOut } = session;
  useDesktopNavigation(options);
  // null: the server no longer accepts the token; an error: the server could not be reached.
  const { data: user, error, refetch } = useGetCurrentUserQuery();
  // Relative to the hash router's /admin/*, as in the web console.
  const routes = useRoutes(adminRoutes);
  const env = useMemo<ConsoleEnv>(
    () => ({
      route: (path) => (path === '/admin' || path.startsWith('/admin/') ? path : null),
      siteUrl: (path, locale) => `${options.serverUrl}${localizePath(path, locale)}`,
      api: {
        baseUrl: `${options.serverUrl}/api`,
        forwardHeaders: { authorization: `Bearer ${token}` },
      },
      dataLocale: options.locale,
      signOut: () => signOut('chosen'),
    }),
    [options, token, signOut],
  );
  const refused = user === null || (user !== undefined && !isAdminRole(user.role));
  useEffect(() => {
    if (refused) signOut(user ? 'notAdmin' : undefined);
  }, [refused, user, signOut]);
  if (error && !user) return <ScreenError error={error} retry={() => void refetch()} />;
  if (!user || refused) return <ScreenLoading />;
  return (
    <AdminConsole platform={options.platform} env={env} user={user}>
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
  // The console's own language (Azerbaijani until the organiser picks another), as on the web.
  const locale = loadAdminLocale(browserStorage());

  const session = useMemo<Session>(
    () => ({
      options,
      token: token ?? '',
      signOut: (reason) => {
        // Signing out on purpose also ends the token on the server (as the site's logout does).
        if (reason === 'chosen' && token) {
          void fetch(`${options.serverUrl}/api/auth/logout`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          }).catch(() => undefined);
        }
        setNotice(reason === 'notAdmin' ? reason : null);
        setToken(null);
        options.onToken(null);
      },
    }),
    [options, token],
  );
  const store = useMemo(
    () =>
      createAppStore(
        {
          baseUrl: `${options.serverUrl}/api`,
          forwardHeaders: token ? { authorization: `Bearer ${token}` } : {},
        },
        locale,
      ),
    // A new token is a new session: a fresh store, so no cached answer of the old one leaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.serverUrl, token],
  );
  const router = useMemo(
    () =>
      createHashRouter([
        { path: '/admin/*', element: <DesktopScreens session={session} /> },
        { path: '*', element: <Navigate to="/admin" replace /> },
      ]),
    [session],
  );

  // The console has its own IntlProvider (following the organiser's choice); this one serves
  // what shows before and around it (loading, toasts).
  return (
    <div className="admin-desktop">
      <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="en">
        <App store={store}>
          {token ? (
            <RouterProvider router={router} />
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
        </App>
      </IntlProvider>
    </div>
  );
}
