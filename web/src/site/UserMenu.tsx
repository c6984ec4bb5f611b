import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { isAdminRole } from '@conf/common';
import { api, useGetCurrentUserQuery, useGetInitialDataQuery } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../app/intl';
import { LocalLink, useLocale, useLocalePath } from '../app/LocalLink';
import { showError } from '../app/toast';
import { useLogoutMutation } from '../auth/auth-api';
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
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  useDropdowns(ref);
  const { data: user } = useGetCurrentUserQuery();
  const { data: initial } = useGetInitialDataQuery(locale);
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();

  const userCount = initial?.userMessagesCount ?? 0;
  const adminCount = initial?.adminMessagesCount ?? 0;
  const admin = Boolean(user && isAdminRole(user.role));
  const total = userCount + (admin ? adminCount : 0);

  const onLogout = async () => {
    try {
      await logout().unwrap();
      void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, null));
      void navigate(localize('/'));
    } catch (err) {
      showError(err);
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
