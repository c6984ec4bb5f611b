import type { ReactNode } from 'react';
import {
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { InitialData, MessageKey } from '@conf/common';

/** What menu badges are counted from. */
export interface BadgeSources {
  initialData?: InitialData;
}

export interface AdminMenuItem {
  /** The console path the item opens; the item is highlighted on this path and below it. */
  path: string;
  icon: ReactNode;
  messageId: MessageKey;
  /** A count shown beside the label when above 0. */
  badge?: (sources: BadgeSources) => number;
}

/**
 * The console's menu, in order. A feature adds its entry here (and its routes in routes.tsx).
 */
export const adminMenu: AdminMenuItem[] = [
  { path: '/admin', icon: <DashboardOutlined />, messageId: 'admin.menu.dashboard' },
  { path: '/admin/theses', icon: <SolutionOutlined />, messageId: 'admin.menu.theses' },
  { path: '/admin/payments', icon: <WalletOutlined />, messageId: 'admin.menu.payments' },
  { path: '/admin/participants', icon: <TeamOutlined />, messageId: 'admin.menu.participants' },
  {
    path: '/admin/messages',
    icon: <CommentOutlined />,
    messageId: 'admin.menu.messages',
    badge: ({ initialData }) => initialData?.adminMessagesCount ?? 0,
  },
  { path: '/admin/pages', icon: <FileTextOutlined />, messageId: 'admin.menu.pages' },
  { path: '/admin/news', icon: <NotificationOutlined />, messageId: 'admin.menu.news' },
  { path: '/admin/users', icon: <UserOutlined />, messageId: 'admin.menu.users' },
  { path: '/admin/users/online', icon: <WifiOutlined />, messageId: 'admin.menu.onlineUsers' },
];

/** The item of the deepest menu path containing `path` (so /admin/users/online is not "Users"). */
export function activeMenuPath(
  path: string,
  items: readonly AdminMenuItem[] = adminMenu,
): string | null {
  const bare = path.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const item of items) {
    const inside = bare === item.path || bare.startsWith(`${item.path}/`);
    if (inside && (best === null || item.path.length > best.length)) best = item.path;
  }
  return best;
}
