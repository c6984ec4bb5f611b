import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import type { UserDto } from '@conf/common';
import type { StoreAccess } from '../app/store-access';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { useCurrentUser, useSiteContext } from '../app/site-context';
import { Footer } from './Footer';
import { Header } from './Header';

/** Once the socket code ran in this tab, a sign-out must reach it to close the connection. */
let realtimeLoaded = false;

/**
 * Spec §2: the public layout connects the real-time socket when someone is signed in. The code
 * for it (socket-hooks, then socket.io and the store) loads only for them, not with the page.
 */
function useSignedInRealtime(store: StoreAccess, user: UserDto | null | undefined) {
  const userId = user?.id ?? null;
  const userRef = useRef(user);
  userRef.current = user;
  useEffect(() => {
    if (userId === null && !realtimeLoaded) return undefined;
    let gone = false;
    let release: (() => void) | undefined;
    void import('../app/socket-hooks').then(({ realtimeFor }) => {
      realtimeLoaded = true;
      if (!gone) release = realtimeFor(store, userId === null ? null : (userRef.current ?? null));
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [store, userId]);
}

/** The public layout: header, the page, footer. Pages render their own <main id="main">. */
export function PublicShell() {
  const t = useT();
  // Spec §2: the public layout connects the real-time socket when someone is signed in.
  const { store } = useSiteContext();
  const { data: user } = useCurrentUser(useLocale());
  useSignedInRealtime(store, user);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <Header />
      <div className="site__content">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
