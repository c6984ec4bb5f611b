import type { ReactNode } from 'react';
import { Button, Dropdown, Flex, Layout, Switch, Typography } from 'antd';
import {
  GlobalOutlined,
  HomeOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
  DashboardOutlined,
} from '@ant-design/icons';
import { LOCALES, type Locale, type UserDto } from '@conf/common';
import { useT } from '../../app/intl';
import { AdminLink, useConsoleEnv } from './env';
import { greetingKey } from './greeting';
import { LANGUAGE_NAMES } from './languages';
import { NotificationsSwitch } from './NotificationsSwitch';
import { usePreferences } from './preferences';

/**
 * The top bar (spec §2): links to the dashboard, the user panel and the site; the language
 * menu; the light/dark switch; the theme customizer; the organiser's greeting and name.
 */
export function AdminHeader({
  user,
  menu,
  onCustomize,
}: {
  user: UserDto;
  menu: ReactNode;
  onCustomize: () => void;
}) {
  const t = useT();
  const env = useConsoleEnv();
  const { locale, setLocale, theme, updateTheme } = usePreferences();
  const fullName = `${user.name} ${user.surname}`.trim();
  return (
    <Layout.Header className="admin-header">
      <Flex align="center" gap="middle" className="admin-header__start">
        {menu}
        <nav aria-label={t('admin.panel')} className="admin-header__links">
          <AdminLink to="/admin" aria-label={t('admin.menu.dashboard')}>
            <DashboardOutlined /> <span className="admin-header__text">{t('admin.panel')}</span>
          </AdminLink>
          <AdminLink to="/user/panel">
            <UserOutlined />{' '}
            <span className="admin-header__text">{t('admin.header.userPanel')}</span>
          </AdminLink>
          <AdminLink to="/">
            <HomeOutlined /> <span className="admin-header__text">{t('admin.header.home')}</span>
          </AdminLink>
        </nav>
      </Flex>
      <Flex align="center" gap="middle" className="admin-header__end">
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [locale],
            items: LOCALES.map((code) => ({
              key: code,
              label: <span lang={code}>{LANGUAGE_NAMES[code]}</span>,
            })),
            onClick: ({ key }) => setLocale(key as Locale),
          }}
        >
          <Button
            type="text"
            icon={<GlobalOutlined />}
            aria-label={t('admin.header.language')}
            className="admin-language"
          >
            {LANGUAGE_NAMES[locale]}
          </Button>
        </Dropdown>
        {/* A visible label beside the switch (issue 12 item 11); a phone keeps the switch only. */}
        <label className="admin-toggle">
          <Switch
            aria-label={t('admin.header.darkMode')}
            checked={theme.mode === 'dark'}
            onChange={(dark) => updateTheme({ mode: dark ? 'dark' : 'light' })}
            className="admin-mode-switch"
          />
          <span className="admin-toggle__text" aria-hidden="true">
            {t('admin.header.darkMode')}
          </span>
        </label>
        <NotificationsSwitch />
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('admin.header.customize')}
          title={t('admin.header.customize')}
          onClick={onCustomize}
          className="admin-customize"
        />
        <div className="admin-user">
          <Typography.Text className="admin-user__greeting">
            {t(greetingKey(new Date().getHours()), { name: user.name })}
          </Typography.Text>
          <Typography.Text strong className="admin-user__name">
            {fullName}
          </Typography.Text>
        </div>
        {env.signOut ? (
          <Button
            type="text"
            icon={<LogoutOutlined />}
            onClick={env.signOut}
            aria-label={t('admin.header.signOut')}
          />
        ) : null}
      </Flex>
    </Layout.Header>
  );
}
