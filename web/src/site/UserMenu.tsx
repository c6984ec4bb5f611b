import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAdminRole } from '@conf/common';
import { useT } from '../app/intl';
import { LocalLink, useLocale, useLocalePath } from '../app/LocalLink';
import { useCurrentUser, useInitialData, useSiteContext } from '../app/site-context';
import { siteFetch } from '../app/site-data';
import { userChanged } from '../app/site-send';
import { routing } from '../app/contract';
import { showError } from '../app/toast';
import { useDropdowns } from './useDropdowns';

function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge" aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The user dropdown (spec §1): signed out it offers sign in and sign up; signed in, the panel,
 * logout and, for admins, the admin console, with unread-message badges.
 */
export function UserMenu() {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const { site, store } = useSiteContext();
  const ref = useRef<HTMLDivElement>(null);
  useDropdowns(ref);
  const { data: user } = useCurrentUser(locale);
  const { data: initial } = useInitialData(locale);
  const [loggingOut, setLoggingOut] = useState(false);

  const userCount = initial?.userMessagesCount ?? 0;
  const adminCount = initial?.adminMessagesCount ?? 0;
  const admin = Boolean(user && isAdminRole(user.role));
  const total = userCount + (admin ? adminCount : 0);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await siteFetch(site.env, locale, routing.auth.logout);
      await userChanged(site, store, null);
      void navigate(localize('/'));
    } catch (err) {
      showError(err);
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div ref={ref} className="user-menu">
      <details>
        <summary>
          <span className="user-menu__icon" aria-hidden="true" />
          <span className="user-menu__label">
            {user ? `${user.name} ${user.surname}` : t('site.user.account')}
          </span>
          <Badge count={total} label={t('site.user.unread', { count: total })} />
        </summary>
        <ul className="dropdown">
          {user ? (
            <>
              <li>
                <LocalLink to="/user/panel">
                  {t('site.user.panel')}
                  <Badge count={userCount} label={t('site.user.unread', { count: userCount })} />
                </LocalLink>
              </li>
              {admin && (
                <li>
                  <LocalLink to="/admin">
                    {t('site.user.admin')}
                    <Badge
                      count={adminCount}
                      label={t('site.user.unread', { count: adminCount })}
                    />
                  </LocalLink>
                </li>
              )}
              <li>
                <button type="button" onClick={() => void onLogout()} disabled={loggingOut}>
                  {t('site.user.logout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <LocalLink to="/user/login">{t('site.user.login')}</LocalLink>
              </li>
              <li>
                <LocalLink to="/user/reg">{t('site.user.register')}</LocalLink>
              </li>
            </>
          )}
        </ul>
      </details>
    </div>
  );
}
