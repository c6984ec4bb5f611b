import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge, ConfigProvider, Grid, Layout, Menu, type MenuProps } from 'antd';
import {
  CalendarOutlined,
  DownloadOutlined,
  EditOutlined,
  FileAddOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  AuditOutlined,
  CheckSquareOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { isAdminRole, isReviewerRole } from '@conf/common';
import { useAntdLocale } from '../app/antd-locale';
import { api, useGetCurrentUserQuery, useGetInitialDataQuery } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../app/intl';
import { useSiteContext } from '../app/site-context';
import { useRealtimeSocket } from '../app/socket-hooks';
import { LocalLink, useLocale, useLocalePath } from '../app/LocalLink';
import { stripLocale } from '../app/locale';
import { showError } from '../app/toast';
import { useLogoutMutation } from '../auth/auth-api';
import { LanguageFlags } from '../site/LanguageFlags';
import { UserMenu } from '../site/UserMenu';
import './panel.css';

/** The abstract template archive (built by web/scripts/make-template.mjs, served as a static file). */
export const TEMPLATE_URL = '/downloads/abstract-template.zip';

const PANEL = '/user/panel';

/** The menu entry that the current path belongs to (a thesis view highlights "My abstracts"). */
function selectedKey(path: string): string {
  const rest = path.slice(PANEL.length) || '/';
  if (rest.startsWith('/reviews/finished')) return 'finished';
  if (rest.startsWith('/reviews')) return 'reviews';
  if (rest.startsWith('/theses/send')) return 'send';
  if (rest.startsWith('/theses')) return 'submitted';
  if (rest.startsWith('/messages')) return 'messages';
  if (rest.startsWith('/for_authors')) return 'for_authors';
  if (rest.startsWith('/account_edit')) return 'account';
  if (rest.startsWith('/talks')) return 'talks';
  if (rest.startsWith('/letters')) return 'letters';
  if (rest.startsWith('/certificates')) return 'certificates';
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
  const { data: initial } = useGetInitialDataQuery(locale);
  const unread = initial?.userMessagesCount ?? 0;
  // Below md (a phone) the sidebar folds away entirely and opens over the page from its button.
  const narrow = Grid.useBreakpoint().md === false;
  // null: not chosen yet, folded on a phone and open on a wider screen.
  const [collapsed, setCollapsed] = useState<boolean | null>(null);
  const folded = collapsed ?? narrow;
  useRealtimeSocket(useSiteContext().store, user);
  const antdTexts = useAntdLocale(locale);

  const onLogout = async () => {
    try {
      await logout().unwrap();
      void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, null));
      void navigate(localize('/'));
    } catch (err) {
      showError(err);
    }
  };

  /** An entry of the menu that opens `to`. */
  const linkItem = (key: string, icon: ReactNode, to: string, text: string) => ({
    key,
    icon,
    label: <LocalLink to={to}>{text}</LocalLink>,
  });
  /*
   * A reviewer has no authors' area (abstracts, payments, messages, the abstract template): the
   * API refuses it to the role (DESIGN.md: a reviewer never sees payments, messages or
   * participants). So a reviewer who also writes abstracts sees their reviews and account here
   * only; their abstracts belong to the account that submitted them, and the conflict rule keeps
   * those they co-author out of their reviews.
   */
  const reviewer = user !== undefined && user !== null && isReviewerRole(user.role);
  const reviewerItems: MenuProps['items'] = [
    linkItem('reviews', <AuditOutlined />, `${PANEL}/reviews`, t('reviewing.nav.reviews')),
    linkItem(
      'finished',
      <CheckSquareOutlined />,
      `${PANEL}/reviews/finished`,
      t('reviewing.nav.finished'),
    ),
  ];
  const authorItems: MenuProps['items'] = [
    linkItem('home', <HomeOutlined />, PANEL, t('panel.nav.home')),
    linkItem('send', <FileAddOutlined />, `${PANEL}/theses/send`, t('panel.nav.send')),
    linkItem(
      'submitted',
      <UnorderedListOutlined />,
      `${PANEL}/theses/submitted`,
      t('panel.nav.submitted'),
    ),
    {
      key: 'messages',
      icon: <MessageOutlined />,
      label: (
        <LocalLink to={`${PANEL}/messages`} className="panel-nav__badged">
          <span>{t('panel.nav.messages')}</span>
          {unread > 0 ? (
            <Badge
              count={unread}
              aria-label={t('site.user.unread', { count: unread })}
              data-testid="panel-messages-badge"
            />
          ) : null}
        </LocalLink>
      ),
    },
    linkItem('talks', <CalendarOutlined />, `${PANEL}/talks`, t('panelTalks.nav')),
    linkItem('letters', <IdcardOutlined />, `${PANEL}/letters`, t('letters.nav')),
    linkItem(
      'certificates',
      <SafetyCertificateOutlined />,
      `${PANEL}/certificates`,
      t('panelCert.nav'),
    ),
    linkItem(
      'for_authors',
      <InfoCircleOutlined />,
      `${PANEL}/for_authors`,
      t('panel.nav.forAuthors'),
    ),
  ];
  const items: MenuProps['items'] = [
    ...(reviewer ? reviewerItems : authorItems),
    linkItem('account', <EditOutlined />, `${PANEL}/account_edit`, t('panel.nav.account')),
    { type: 'divider' },
    ...(reviewer
      ? []
      : [
          {
            key: 'template',
            icon: <DownloadOutlined />,
            label: (
              <a href={TEMPLATE_URL} download>
                {t('panel.nav.template')}
              </a>
            ),
          },
        ]),
    ...(user && isAdminRole(user.role)
      ? [linkItem('admin', <SettingOutlined />, '/admin', t('panel.nav.admin'))]
      : []),
    linkItem('site', <FileTextOutlined />, '/', t('panel.nav.site')),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('panel.nav.logout'),
      onClick: () => void onLogout(),
    },
  ];

  // The panel's route loaded antd's texts of this language; null only outside that route.
  if (!antdTexts) return null;
  return (
    <ConfigProvider locale={antdTexts}>
      <Layout className={`panel${narrow ? ' panel--narrow' : ''}`}>
        <Layout.Sider
          collapsible
          collapsed={folded}
          onCollapse={setCollapsed}
          collapsedWidth={narrow ? 0 : 80}
          theme="light"
          width={240}
          className="panel-sider"
          zeroWidthTriggerStyle={{ top: 12 }}
        >
          <nav aria-label={t('panel.nav.label')}>
            <Menu
              mode="inline"
              selectedKeys={[selectedKey(stripLocale(pathname))]}
              items={items}
              // On a phone a chosen screen closes the menu that covers it.
              onClick={() => narrow && setCollapsed(true)}
            />
          </nav>
        </Layout.Sider>
        <Layout className="panel-body">
          <Layout.Header className="panel-header">
            <LocalLink to="/" className="panel-header__title">
              {t('site.titleShort')}
            </LocalLink>
            <div className="panel-header__end">
              <LanguageFlags />
              <UserMenu />
            </div>
          </Layout.Header>
          <Layout.Content className="panel-content">
            <main id="main">{children}</main>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
