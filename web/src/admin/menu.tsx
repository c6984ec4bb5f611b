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
  { path: '/admin', icon: <DashboardOutlined />, messageId: 'admin.menu.dashboard' },
  {
    key: 'abstracts',
    icon: <SolutionOutlined />,
    messageId: 'admin.menu.group.abstracts',
    items: [
      { path: '/admin/theses', icon: <SolutionOutlined />, messageId: 'admin.menu.theses' },
      {
        path: '/admin/reviewers',
        icon: <FileSearchOutlined />,
        messageId: 'adminRev.menu.reviewers',
      },
      { path: '/admin/programme', icon: <CalendarOutlined />, messageId: 'admin.menu.programme' },
      { path: '/admin/book', icon: <BookOutlined />, messageId: 'admin.menu.book' },
    ],
  },
  { path: '/admin/payments', icon: <WalletOutlined />, messageId: 'admin.menu.payments' },
  {
    key: 'people',
    icon: <TeamOutlined />,
    messageId: 'admin.menu.group.people',
    items: [
      { path: '/admin/participants', icon: <TeamOutlined />, messageId: 'admin.menu.participants' },
      { path: '/admin/letters', icon: <IdcardOutlined />, messageId: 'admin.menu.letters' },
      {
        path: '/admin/certificates',
        icon: <FileDoneOutlined />,
        messageId: 'admin.menu.certificates',
      },
    ],
  },
  {
    path: '/admin/messages',
    icon: <CommentOutlined />,
    messageId: 'admin.menu.messages',
    badge: ({ initialData }) => initialData?.adminMessagesCount ?? 0,
  },
  {
    key: 'site',
    icon: <AppstoreOutlined />,
    messageId: 'admin.menu.group.site',
    items: [
      { path: '/admin/pages', icon: <FileTextOutlined />, messageId: 'admin.menu.pages' },
      { path: '/admin/news', icon: <NotificationOutlined />, messageId: 'admin.menu.news' },
    ],
  },
  {
    key: 'administration',
    icon: <SettingOutlined />,
    messageId: 'admin.menu.group.administration',
    items: [
      { path: '/admin/users', icon: <UserOutlined />, messageId: 'admin.menu.users' },
      { path: '/admin/users/online', icon: <WifiOutlined />, messageId: 'admin.menu.onlineUsers' },
      { path: '/admin/settings', icon: <SettingOutlined />, messageId: 'settings.menu' },
      { path: '/admin/audit', icon: <AuditOutlined />, messageId: 'adminRev.menu.audit' },
    ],
  },
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
