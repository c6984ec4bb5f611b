import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfigProvider, Layout, Menu, type MenuProps } from 'antd';
import {
  DownloadOutlined,
  EditOutlined,
  FileAddOutlined,
  FileTextOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  MessageOutlined,
  SettingOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import azAZ from 'antd/locale/az_AZ';
import enUS from 'antd/locale/en_US';
import { isAdminRole } from '@conf/common';
import { api, useGetCurrentUserQuery } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../app/intl';
import { useRealtimeSocket } from '../app/socket-hooks';
import { LocalLink, useLocale, useLocalePath } from '../app/LocalLink';
import { stripLocale } from '../app/locale';
import { showError } from '../app/toast';
import { useLogoutMutation } from '../auth/auth-api';
import { LanguageFlags } from '../site/LanguageFlags';
import { UserMenu } from '../site/UserMenu';

/** The abstract template archive (built by web/scripts/make-template.mjs, served as a static file). */
export const TEMPLATE_URL = '/downloads/abstract-template.zip';

const PANEL = '/user/panel';

/** The menu entry that the current path belongs to (a thesis view highlights "My abstracts"). */
function selectedKey(path: string): string {
  const rest = path.slice(PANEL.length) || '/';
  if (rest.startsWith('/theses/send')) return 'send';
  if (rest.startsWith('/theses')) return 'submitted';
  if (rest.startsWith('/messages')) return 'messages';
  if (rest.startsWith('/for_authors')) return 'for_authors';
  if (rest.startsWith('/account_edit')) return 'account';
  return 'home';
}

/** The user panel's frame (spec §2): a sidebar with the panel's screens, the template, admin, home and logout. */
export function PanelLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { data: user } = useGetCurrentUserQuery();
  const [logout] = useLogoutMutation();
  const [collapsed, setCollapsed] = useState(false);
  useRealtimeSocket();

  const onLogout = async () => {
    try {
      await logout().unwrap();
      dispatch(api.util.upsertQueryData('getCurrentUser', undefined, null));
      navigate(localize('/'));
    } catch (err) {
      showError(err);
    }
  };

  const link = (to: string, text: string) => <LocalLink to={to}>{text}</LocalLink>;
  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: link(PANEL, t('panel.nav.home')) },
    {
      key: 'send',
      icon: <FileAddOutlined />,
      label: link(`${PANEL}/theses/send`, t('panel.nav.send')),
    },
    {
      key: 'submitted',
      icon: <UnorderedListOutlined />,
      label: link(`${PANEL}/theses/submitted`, t('panel.nav.submitted')),
    },
    {
      key: 'messages',
      icon: <MessageOutlined />,
      label: link(`${PANEL}/messages`, t('panel.nav.messages')),
    },
    {
      key: 'for_authors',
      icon: <InfoCircleOutlined />,
      label: link(`${PANEL}/for_authors`, t('panel.nav.forAuthors')),
    },
    {
      key: 'account',
      icon: <EditOutlined />,
      label: link(`${PANEL}/account_edit`, t('panel.nav.account')),
    },
    { type: 'divider' },
    {
      key: 'template',
      icon: <DownloadOutlined />,
      label: (
        <a href={TEMPLATE_URL} download>
          {t('panel.nav.template')}
        </a>
      ),
    },
    ...(user && isAdminRole(user.role)
      ? [{ key: 'admin', icon: <SettingOutlined />, label: link('/admin', t('panel.nav.admin')) }]
      : []),
    { key: 'site', icon: <FileTextOutlined />, label: link('/', t('panel.nav.site')) },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('panel.nav.logout'),
      onClick: () => void onLogout(),
    },
  ];

  return (
    <ConfigProvider locale={locale === 'az' ? azAZ : enUS}>
      <Layout style={{ minHeight: '100vh' }} className="panel">
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          theme="light"
          width={240}
        >
          <nav aria-label={t('panel.nav.label')}>
            <Menu mode="inline" selectedKeys={[selectedKey(stripLocale(pathname))]} items={items} />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header
            style={{
              background: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 16,
              paddingInline: 24,
            }}
          >
            <LocalLink to="/" style={{ fontWeight: 600 }}>
              {t('site.titleShort')}
            </LocalLink>
            {/* The header's 64px line height would stretch the site's user menu pill. */}
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, lineHeight: 'normal' }}>
              <LanguageFlags />
              <UserMenu />
            </div>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <main id="main" style={{ maxWidth: 1100, margin: '0 auto' }}>
              {children}
            </main>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
