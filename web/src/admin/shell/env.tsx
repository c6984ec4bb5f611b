import { createContext, useContext, type ReactNode } from 'react';
import { RouterLink } from '../../app/RouterLink';
import type { Locale } from '@conf/common';
import { usePlatform } from '../platform/context';

/**
 * Where the console runs, as far as links care: the web console lives inside the site's router
 * (paths keep the page's language prefix), the desktop console has a router of its own holding
 * /admin/* only, and opens the site's other pages in the browser. API requests, downloads and
 * uploads follow the store's environment (useApiEnvironment).
 */
export interface ConsoleEnv {
  /** A router location for a console path ('/admin/pages'), or null when it is outside. */
  route(path: string): string | null;
  /** The address of a prefix-free site path in `locale` ('/pages/x' -> '/az/pages/x'), for links that leave the console. */
  siteUrl(path: string, locale: Locale): string;
  /** The locale of the site's shared data (initial_data) in this environment. */
  dataLocale: Locale;
  signOut?: () => void;
}

export const ConsoleEnvContext = createContext<ConsoleEnv | null>(null);

export function useConsoleEnv(): ConsoleEnv {
  const env = useContext(ConsoleEnvContext);
  if (!env) throw new Error('The admin console is rendered outside its environment');
  return env;
}

/** The router location of a console path (for navigate()), falling back to the path itself. */
export function useAdminPath(): (path: string) => string {
  const env = useConsoleEnv();
  return (path) => env.route(path) ?? path;
}

/** A link to a console or site path; site paths outside the console open through the platform. */
export function AdminLink({
  to,
  children,
  className,
  ...rest
}: {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
}) {
  const env = useConsoleEnv();
  const platform = usePlatform();
  const route = env.route(to);
  if (route !== null) {
    return (
      <RouterLink to={route} className={className} {...rest}>
        {children}
      </RouterLink>
    );
  }
  const href = env.siteUrl(to, env.dataLocale);
  return (
    <a
      href={href}
      className={className}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(href);
      }}
    >
      {children}
    </a>
  );
}

/** A link to a public page in its own language, opened beside the console (new tab or browser). */
export function SiteLink({
  path,
  locale,
  children,
}: {
  path: string;
  locale: Locale;
  children: ReactNode;
}) {
  const env = useConsoleEnv();
  const platform = usePlatform();
  const href = env.siteUrl(path, locale);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(new URL(href, window.location.href).href);
      }}
    >
      {children}
    </a>
  );
}
