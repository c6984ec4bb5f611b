import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { InitialData, MessageKey } from '@conf/common';

/** What menu badges are counted from. */
export interface BadgeSources {
  initialData?: Pick<InitialData, 'adminMessagesCount'>;
}

export interface AdminMenuItem {
  /** The console path the item opens; the item is highlighted on this path and below it. */
  path: string;
  icon: ReactNode;
  messageId: MessageKey;
  /** A count shown beside the label when above 0 (and on its group's label, added up). */
  badge?: (sources: BadgeSources) => number;
}

/** Items under one top-level label: a submenu in the sidebar, a dropdown in the top bar. */
export interface AdminMenuGroup {
  key: string;
  icon: ReactNode;
  messageId: MessageKey;
  items: AdminMenuItem[];
}

export type AdminMenuEntry = AdminMenuItem | AdminMenuGroup;

export const isMenuGroup = (entry: AdminMenuEntry): entry is AdminMenuGroup => 'items' in entry;

/** The unread messages of the organisers, from the initial data. */
const unreadMessages = ({ initialData }: BadgeSources) => initialData?.adminMessagesCount ?? 0;

/** The groups of the top level, each with its icon (its label is `admin.menu.group.<key>`). */
const GROUP_ICONS = {
  abstracts: <SolutionOutlined />,
  people: <TeamOutlined />,
  site: <AppstoreOutlined />,
  administration: <SettingOutlined />,
};

type GroupKey = keyof typeof GROUP_ICONS;

/**
 * The console's menu, a row an item in menu order: the group it sits in ('' for the top level),
 * the path it opens, its icon and its label. The top level stays short (every label and badge
 * fits a 1366 px top bar, issue 12 item 4): a feature adds its row to the group it belongs to,
 * not to the top level —
 *  - `abstracts`: the abstracts' life (Reviewing, Programme, Book of abstracts…);
 *  - `people`: participants and what they receive (Letters, Certificates…);
 *  - `site`: the public site's content;
 *  - `administration`: accounts, settings and the audit trail.
 * Its routes go in routes.tsx. A group with one item is still shown as a group.
 */
const MENU_ROWS: [group: GroupKey | '', path: string, icon: ReactNode, messageId: MessageKey][] = [
  ['', '/admin', <DashboardOutlined />, 'admin.menu.dashboard'],
  ['abstracts', '/admin/theses', <SolutionOutlined />, 'admin.menu.theses'],
  ['abstracts', '/admin/reviewers', <FileSearchOutlined />, 'adminRev.menu.reviewers'],
  ['abstracts', '/admin/programme', <CalendarOutlined />, 'admin.menu.programme'],
  ['abstracts', '/admin/book', <BookOutlined />, 'admin.menu.book'],
  ['', '/admin/payments', <WalletOutlined />, 'admin.menu.payments'],
  ['people', '/admin/participants', <TeamOutlined />, 'admin.menu.participants'],
  ['people', '/admin/letters', <IdcardOutlined />, 'admin.menu.letters'],
  ['people', '/admin/certificates', <FileDoneOutlined />, 'admin.menu.certificates'],
  ['', '/admin/messages', <CommentOutlined />, 'admin.menu.messages'],
  ['site', '/admin/pages', <FileTextOutlined />, 'admin.menu.pages'],
  ['site', '/admin/news', <NotificationOutlined />, 'admin.menu.news'],
  ['administration', '/admin/users', <UserOutlined />, 'admin.menu.users'],
  ['administration', '/admin/users/online', <WifiOutlined />, 'admin.menu.onlineUsers'],
  ['administration', '/admin/settings', <SettingOutlined />, 'settings.menu'],
  ['administration', '/admin/audit', <AuditOutlined />, 'adminRev.menu.audit'],
];

/** The items that show a count, by path. */
const BADGES: Record<string, AdminMenuItem['badge']> = { '/admin/messages': unreadMessages };

/** The menu of its rows: an item at the top level, or in its group (made at its first row). */
export const adminMenu: AdminMenuEntry[] = [];
for (const [key, path, icon, messageId] of MENU_ROWS) {
  const item: AdminMenuItem = { path, icon, messageId, badge: BADGES[path] };
  const last = adminMenu.at(-1);
  if (!key) adminMenu.push(item);
  else if (last && isMenuGroup(last) && last.key === key) last.items.push(item);
  else
    adminMenu.push({
      key,
      icon: GROUP_ICONS[key],
      messageId: `admin.menu.group.${key}`,
      items: [item],
    });
}

/** Every item that opens a screen, groups flattened, in menu order. */
export function menuItems(entries: readonly AdminMenuEntry[] = adminMenu): AdminMenuItem[] {
  return entries.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));
}

/** An entry's badge: its own count, or the sum of its items' (a group shows what it hides). */
export function badgeOf(entry: AdminMenuEntry, sources: BadgeSources): number {
  if (!isMenuGroup(entry)) return entry.badge?.(sources) ?? 0;
  return entry.items.reduce((sum, item) => sum + (item.badge?.(sources) ?? 0), 0);
}

/** The group holding `path`'s item, if any (the sidebar opens it). */
export function groupOf(path: string | null, entries: readonly AdminMenuEntry[] = adminMenu) {
  if (!path) return null;
  return (
    entries.find((e): e is AdminMenuGroup => isMenuGroup(e) && e.items.some((i) => i.path === path))
      ?.key ?? null
  );
}

/** The item of the deepest menu path containing `path` (so /admin/users/online is not "Users"). */
export function activeMenuPath(
  path: string,
  items: readonly AdminMenuItem[] = menuItems(),
): string | null {
  const bare = path.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const item of items) {
    const inside = bare === item.path || bare.startsWith(`${item.path}/`);
    if (inside && (best === null || item.path.length > best.length)) best = item.path;
  }
  return best;
}
