import { useEffect, useState, type ReactNode } from 'react';
import { Layout } from 'antd';
import type { UserDto } from '@conf/common';
import { useGetInitialDataQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { usePlatform } from '../platform/context';
import { AdminRealtime } from '../messages/AdminRealtime';
import { AdminMenu } from './AdminMenu';
import { AdminHeader } from './AdminHeader';
import { Customizer } from './Customizer';
import { AdminLink, useConsoleEnv } from './env';
import { usePreferences } from './preferences';
import type { ThemeSettings } from './settings';

const SIDER_WIDTH: Record<ThemeSettings['sidebarSize'], number> = {
  default: 240,
  compact: 180,
  small: 80,
};

/**
 * The console's frame (spec §2): the menu in a sidebar (vertical layout) or in the top bar
 * (horizontal), the header, and the screen. Every customizer option is a class on the root
 * (settings.ts themeClassNames) or a prop here, so it applies at once.
 */
export function AdminLayout({ user, children }: { user: UserDto; children: ReactNode }) {
  const t = useT();
  const { theme } = usePreferences();
  const env = useConsoleEnv();
  const platform = usePlatform();
  const [customizing, setCustomizing] = useState(false);
  const { data: initialData } = useGetInitialDataQuery(env.dataLocale);
  const unread = initialData?.adminMessagesCount ?? 0;
  useEffect(() => platform.setBadge(unread), [platform, unread]);

  const menuTheme = theme.sidebarColor === 'light' ? 'light' : 'dark';
  const small = theme.sidebarSize === 'small';
  const brand = (
    <AdminLink to="/admin" className="admin-brand">
      <span className="admin-brand__mark" aria-hidden="true">
        C
      </span>
      {small && theme.layout === 'vertical' ? null : (
        <span className="admin-brand__name">{t('admin.consoleTitle')}</span>
      )}
    </AdminLink>
  );

  return (
    <Layout className="admin-layout" hasSider={theme.layout === 'vertical'}>
      {theme.layout === 'vertical' ? (
        <Layout.Sider
          className="admin-sider"
          theme={menuTheme}
          width={SIDER_WIDTH[theme.sidebarSize]}
          collapsed={small}
          collapsedWidth={SIDER_WIDTH.small}
          trigger={null}
        >
          {brand}
          <AdminMenu mode="inline" theme={menuTheme} />
        </Layout.Sider>
      ) : null}
      <Layout className="admin-main">
        <AdminHeader
          user={user}
          onCustomize={() => setCustomizing(true)}
          menu={
            theme.layout === 'horizontal' ? (
              <>
                {brand}
                <AdminMenu mode="horizontal" theme={theme.topbar} />
              </>
            ) : null
          }
        />
        <Layout.Content className="admin-content" id="main">
          <div className="admin-container">{children}</div>
        </Layout.Content>
      </Layout>
      <Customizer open={customizing} onClose={() => setCustomizing(false)} />
      <AdminRealtime />
    </Layout>
  );
}
