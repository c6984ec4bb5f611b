import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, Drawer, Grid, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { UserDto } from '@conf/common';
import { useGetInitialDataQuery } from '../../app/api';
import { lazyScreen } from '../../app/chunk-reload';
import { useT } from '../../app/intl';
import { usePlatform } from '../platform/context';
import { AdminRealtime } from '../messages/AdminRealtime';
import { AdminMenu } from './AdminMenu';
import { AdminHeader } from './AdminHeader';
import { AdminLink, useConsoleEnv } from './env';
import { usePreferences } from './preferences';
import type { ThemeSettings } from './settings';

/** The theme customizer (its drawer and radio groups) loads when first opened. */
const Customizer = lazyScreen(async () => (await import('./Customizer')).Customizer);

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
  // Mounted from the first opening on, so that closing still plays the drawer's animation.
  const [customized, setCustomized] = useState(false);
  // A phone (below md): the menu lives in a drawer opened from the top bar, in either layout.
  const narrow = Grid.useBreakpoint().md === false;
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawer(false), [pathname]);
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
    <Layout className="admin-layout" hasSider={theme.layout === 'vertical' && !narrow}>
      {theme.layout === 'vertical' && !narrow ? (
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
          onCustomize={() => {
            setCustomized(true);
            setCustomizing(true);
          }}
          menu={
            narrow ? (
              <>
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label={t('admin.menu.label')}
                  aria-expanded={drawer}
                  onClick={() => setDrawer(true)}
                  className="admin-menu-button"
                />
                {brand}
              </>
            ) : theme.layout === 'horizontal' ? (
              brand
            ) : null
          }
        />
        {theme.layout === 'horizontal' && !narrow ? (
          // Its own row under the top bar: every top-level entry and its badge stays in view.
          <div className={`admin-topmenu admin-topmenu--${theme.topbar}`}>
            <AdminMenu mode="horizontal" theme={theme.topbar} />
          </div>
        ) : null}
        {narrow ? (
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            placement={theme.direction === 'rtl' ? 'right' : 'left'}
            size={280}
            title={t('admin.consoleTitle')}
            className="admin-menu-drawer"
            styles={{ body: { padding: 0 } }}
          >
            <AdminMenu mode="inline" theme="light" />
          </Drawer>
        ) : null}
        <Layout.Content className="admin-content" id="main">
          <div className="admin-container">{children}</div>
        </Layout.Content>
      </Layout>
      {customized ? (
        <Suspense fallback={null}>
          <Customizer open={customizing} onClose={() => setCustomizing(false)} />
        </Suspense>
      ) : null}
      <AdminRealtime />
    </Layout>
  );
}
