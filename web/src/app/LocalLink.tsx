import type { Locale } from '@conf/common';
import { localizePath } from './locale';
import { RouterLink, RouterNavLink, type RouterLinkProps } from './RouterLink';
import { useTexts } from './texts';

/** The current locale (from the texts of the locale mount, or of the area's IntlArea). */
export function useLocale(): Locale {
  return useTexts().locale;
}

/** Maps a prefix-free path ('/venue') to the current language ('/az/venue'). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/** A link to a prefix-free path, in the current language. */
export function LocalLink({ to, ...rest }: Omit<RouterLinkProps, 'to'> & { to: string }) {
  const localize = useLocalePath();
  return <RouterLink to={localize(to)} {...rest} />;
}

/** A menu link in the current language, marked as the current page (the home link exactly). */
export function LocalNavLink({ to, ...rest }: Omit<RouterLinkProps, 'to'> & { to: string }) {
  const localize = useLocalePath();
  return <RouterNavLink to={localize(to)} end={to === '/'} {...rest} />;
}
