import { Outlet } from 'react-router';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { useCurrentUser, useSiteContext } from '../app/site-context';
import { useRealtimeSocket } from '../app/socket-hooks';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public layout: header, the page, footer. Pages render their own <main id="main">. */
export function PublicShell() {
  const t = useT();
  // Spec §2: the public layout connects the real-time socket when someone is signed in.
  const { store } = useSiteContext();
  const { data: user } = useCurrentUser(useLocale());
  useRealtimeSocket(store, user);
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
