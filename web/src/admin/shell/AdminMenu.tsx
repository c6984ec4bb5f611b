import { Badge, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useGetInitialDataQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { activeMenuPath, adminMenu } from '../menu';
import { AdminLink, useAdminPath, useConsoleEnv } from './env';

/** The console menu from menu.tsx, vertical in the sidebar or horizontal in the top bar. */
export function AdminMenu({
  mode,
  theme,
}: {
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
}) {
  const t = useT();
  const env = useConsoleEnv();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const to = useAdminPath();
  const { data: initialData } = useGetInitialDataQuery(env.dataLocale);
  const current =
    adminMenu.find((item) => env.route(item.path) === pathname)?.path ??
    activeMenuPath(stripToAdmin(pathname));
  const items = adminMenu.map((item) => {
    const count = item.badge?.({ initialData }) ?? 0;
    const label = t(item.messageId);
    return {
      key: item.path,
      icon: item.icon,
      title: label,
      label: (
        <AdminLink to={item.path} aria-current={current === item.path ? 'page' : undefined}>
          <span className="admin-menu__label">{label}</span>
          {count > 0 ? (
            <Badge count={count} className="admin-menu__badge" data-testid={`badge-${item.path}`} />
          ) : null}
        </AdminLink>
      ),
    };
  });
  return (
    <nav aria-label={t('admin.menu.label')}>
      <Menu
        mode={mode}
        theme={theme}
        items={items}
        selectedKeys={current ? [current] : []}
        className="admin-menu"
        // A click follows the item's link; the keyboard (Enter on a focused item) reaches only here.
        onClick={({ key, domEvent }) => {
          if (domEvent.type === 'keydown') void navigate(to(key));
        }}
      />
    </nav>
  );
}

/** '/az/admin/users' -> '/admin/users': menu paths are written without the language prefix. */
function stripToAdmin(pathname: string): string {
  const at = pathname.indexOf('/admin');
  return at >= 0 ? pathname.slice(at) : pathname;
}
