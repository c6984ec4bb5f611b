import { useCallback, useState } from 'react';
import type { InputArgs, ReplyOf, RouteSpec, UserDto } from '@conf/common';
import { setBusy } from './busy';
import type { RouteRef } from './contract';
import { useLocale } from './LocalLink';
import { useSiteContext } from './site-context';
import { siteFetch, type SiteData } from './site-data';
import { CURRENT_USER_KEY, isPerUserKey } from './site-queries';
import type { StoreAccess } from './store-access';

let sending = 0;

/**
 * A form's request on the public site (sign-in, registration, password reset): `send(body)`
 * answers the route's typed reply or throws its error (`{ status, data }`, which the schema form
 * puts under the fields). While it is on its way the progress bar runs (spec §7).
 */
export function useSiteSend<R extends RouteSpec>(route: RouteRef<R>) {
  const { site } = useSiteContext();
  const locale = useLocale();
  const [isLoading, setLoading] = useState(false);
  const send = useCallback(
    async (body: NonNullable<InputArgs<R>[0]> extends { body: infer B } ? B : never) => {
      setLoading(true);
      setBusy('send', ++sending > 0);
      try {
        const input = [{ body }] as unknown as InputArgs<R>;
        return await siteFetch<R, ReplyOf<R>>(site.env, locale, route, ...input);
      } finally {
        setBusy('send', --sending > 0);
        setLoading(false);
      }
    },
    [site, locale, route],
  );
  return [send, { isLoading }] as const;
}

/**
 * Someone signed in or out: the site's header shows them at once, answers that belonged to the
 * previous user are dropped, and the panel's store (if this tab made one) follows.
 */
export async function userChanged(site: SiteData, store: StoreAccess, user: UserDto | null) {
  site.set(CURRENT_USER_KEY, user);
  site.invalidate((key) => key !== CURRENT_USER_KEY && isPerUserKey(key));
  const loaded = store.current();
  if (loaded) await (await import('./browser-store')).userChanged(loaded, user);
}
