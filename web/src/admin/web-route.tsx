import { useMemo } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { isAdminRole, type Locale } from '@conf/common';
import { useGetCurrentUserQuery } from '../app/api';
import { loadAntdLocale } from '../app/antd-locale';
import { fullCatalogue } from '../app/catalogues';
import { requireAdmin } from '../app/guards';
import { useLogoutMutation } from '../auth/auth-api';
import { localizePath } from '../app/locale';
import { Redirect } from '../app/Redirect';
import { useLocale } from '../app/LocalLink';
import type { RouteDeps } from '../app/routes';
import { webPlatform } from './platform/web';
import { adminRoutes } from './routes';
import { AdminConsole } from './shell/AdminConsole';
import { loadAdminLocale } from './shell/admin-locale';
import type { ConsoleEnv } from './shell/env';
import { browserStorage } from './shell/settings';

/*
 * The console as the website's /admin route: the lazy chunk the browser loads. The desktop's
 * mount (index.tsx) lives apart, so its sign-in screen and store stay out of this chunk.
 */

function AdminScreens() {
  return useRoutes(adminRoutes);
}

/**
 * The console inside the website's router: paths keep the page's language prefix (/az/admin),
 * while the console speaks its own remembered language.
 */
function WebAdminConsole() {
  const urlLocale = useLocale();
  const navigate = useNavigate();
  const { data: user } = useGetCurrentUserQuery();
  const [logout] = useLogoutMutation();
  const platform = useMemo(
    () => webPlatform((route) => void navigate(localizePath(route, urlLocale))),
    [navigate, urlLocale],
  );
  const env = useMemo<ConsoleEnv>(
    () => ({
      route: (path) => localizePath(path, urlLocale),
      siteUrl: (path, locale) => localizePath(path, locale),
      dataLocale: urlLocale,
      // Signing out drops the user: the console then hands over to the home page (below).
      signOut: () => void logout(),
    }),
    [urlLocale, logout],
  );
  // Signed out or demoted (here or in another tab): the guard's answer, without a reload.
  if (!user || !isAdminRole(user.role)) return <Redirect to={localizePath('/', urlLocale)} />;
  return (
    <AdminConsole platform={platform} env={env} user={user}>
      <AdminScreens />
    </AdminConsole>
  );
}

/** What the route table's `lazy` receives for /admin/*. */
export function adminRoute(
  deps: RouteDeps,
  locale: Locale,
): Pick<RouteObject, 'Component' | 'loader'> {
  return {
    Component: WebAdminConsole,
    loader: async () => {
      // The console speaks its own remembered language: its catalogues arrive with the guard.
      const consoleLocale = loadAdminLocale(browserStorage());
      await Promise.all([
        requireAdmin(await deps.store.load(), locale),
        fullCatalogue.load(consoleLocale),
        loadAntdLocale(consoleLocale),
      ]);
      return null;
    },
  };
}
