import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import type { Locale } from '@conf/common';
import { localizePath } from './locale';
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
export function LocalLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...rest} />;
}

export function LocalNavLink({ to, ...rest }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const localize = useLocalePath();
  return <NavLink to={localize(to)} end={to === '/'} {...rest} />;
}
