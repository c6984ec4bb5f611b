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

/** A menu item: the path it opens, its icon and its label. */
const item = (path: string, icon: ReactNode, messageId: MessageKey): AdminMenuItem => ({
  path,
  icon,
  messageId,
});

/** The unread messages of the organisers, from the initial data. */
const unreadMessages = ({ initialData }: BadgeSources) => initialData?.adminMessagesCount ?? 0;

/** A group of items under one top-level label. */
const group = (
  key: string,
  icon: ReactNode,
  messageId: MessageKey,
  items: AdminMenuItem[],
): AdminMenuGroup => ({ key, icon, messageId, items });

/**
 * The console's menu. The top level stays short (every label and badge fits a 1366 px top bar,
 * issue 12 item 4): a feature adds its entry to the group it belongs to, not to the top level —
 *  - `abstracts`: the abstracts' life (Reviewing, Programme, Book of abstracts…);
 *  - `people`: participants and what they receive (Letters, Certificates…);
 *  - `site`: the public site's content;
 *  - `administration`: accounts, settings and the audit trail.
 * Its routes go in routes.tsx. A group with one item is still shown as a group.
 */
export const adminMenu: AdminMenuEntry[] = [
  item('/admin', <DashboardOutlined />, 'admin.menu.dashboard'),
  group('abstracts', <SolutionOutlined />, 'admin.menu.group.abstracts', [
    item('/admin/theses', <SolutionOutlined />, 'admin.menu.theses'),
    item('/admin/reviewers', <FileSearchOutlined />, 'adminRev.menu.reviewers'),
    item('/admin/programme', <CalendarOutlined />, 'admin.menu.programme'),
    item('/admin/book', <BookOutlined />, 'admin.menu.book'),
  ]),
  item('/admin/payments', <WalletOutlined />, 'admin.menu.payments'),
  group('people', <TeamOutlined />, 'admin.menu.group.people', [
    item('/admin/participants', <TeamOutlined />, 'admin.menu.participants'),
    item('/admin/letters', <IdcardOutlined />, 'admin.menu.letters'),
    item('/admin/certificates', <FileDoneOutlined />, 'admin.menu.certificates'),
  ]),
  { ...item('/admin/messages', <CommentOutlined />, 'admin.menu.messages'), badge: unreadMessages },
  group('site', <AppstoreOutlined />, 'admin.menu.group.site', [
    item('/admin/pages', <FileTextOutlined />, 'admin.menu.pages'),
    item('/admin/news', <NotificationOutlined />, 'admin.menu.news'),
  ]),
  group('administration', <SettingOutlined />, 'admin.menu.group.administration', [
    item('/admin/users', <UserOutlined />, 'admin.menu.users'),
    item('/admin/users/online', <WifiOutlined />, 'admin.menu.onlineUsers'),
    item('/admin/settings', <SettingOutlined />, 'settings.menu'),
    item('/admin/audit', <AuditOutlined />, 'adminRev.menu.audit'),
  ]),
];

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
