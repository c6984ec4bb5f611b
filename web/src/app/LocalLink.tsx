import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useIntl } from 'react-intl';
import type { Locale } from '@conf/common';
import { localizePath } from './locale';

/** The current locale (from the IntlProvider of the locale mount). */
export function useLocale(): Locale {
  return useIntl().locale as Locale;
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
