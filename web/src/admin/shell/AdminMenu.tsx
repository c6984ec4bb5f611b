import { useEffect, useState } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useGetInitialDataQuery } from '../../app/api';
import { useT } from '../../app/intl';
import {
  activeMenuPath,
  adminMenu,
  badgeOf,
  groupOf,
  isMenuGroup,
  menuItems,
  type AdminMenuEntry,
  type AdminMenuItem,
  type BadgeSources,
} from '../menu';
import { AdminLink, useAdminPath, useConsoleEnv } from './env';

type MenuEntry = NonNullable<MenuProps['items']>[number];

/**
 * The console menu from menu.tsx: vertical in the sidebar (groups open in place) or horizontal
 * in its own row under the top bar (groups drop down). A group's label carries the sum of its
 * items' badges, so an unread count is never hidden inside a closed group.
 */
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
  const sources: BadgeSources = { initialData };
  const current =
    menuItems().find((item) => env.route(item.path) === pathname)?.path ??
    activeMenuPath(stripToAdmin(pathname));
  const currentGroup = groupOf(current);
  const [open, setOpen] = useState<string[]>(currentGroup ? [currentGroup] : []);
  // Arriving in a group's screen from elsewhere (a link on the dashboard) opens its group.
  useEffect(() => {
    if (currentGroup)
      setOpen((keys) => (keys.includes(currentGroup) ? keys : [...keys, currentGroup]));
  }, [currentGroup]);

  const label = (text: string, count: number, testId: string, link?: AdminMenuItem) => {
    const inner = (
      <>
        <span className="admin-menu__label">{text}</span>
        {count > 0 ? (
          <Badge count={count} className="admin-menu__badge" data-testid={`badge-${testId}`} />
        ) : null}
      </>
    );
    return link ? (
      <AdminLink to={link.path} aria-current={current === link.path ? 'page' : undefined}>
        {inner}
      </AdminLink>
    ) : (
      inner
    );
  };

  const toItem = (item: AdminMenuItem): MenuEntry => {
    const text = t(item.messageId);
    return {
      key: item.path,
      icon: item.icon,
      title: text,
      label: label(text, badgeOf(item, sources), item.path, item),
    };
  };
  const toEntry = (entry: AdminMenuEntry): MenuEntry => {
    if (!isMenuGroup(entry)) return toItem(entry);
    const text = t(entry.messageId);
    return {
      key: entry.key,
      icon: entry.icon,
      label: label(text, badgeOf(entry, sources), entry.key),
      className: currentGroup === entry.key ? 'admin-menu__group--current' : undefined,
      children: entry.items.map(toItem),
    };
  };

  return (
    <nav aria-label={t('admin.menu.label')} className={`admin-menu-nav admin-menu-nav--${mode}`}>
      <Menu
        mode={mode}
        theme={theme}
        items={adminMenu.map(toEntry)}
        selectedKeys={[current, currentGroup].filter((k): k is string => k !== null)}
        {...(mode === 'inline' ? { openKeys: open, onOpenChange: setOpen } : {})}
        className="admin-menu"
        // Every top-level entry stays in view: no "⋯" overflow (the row wraps instead).
        disabledOverflow
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
