import { Button, Drawer, Radio, Space, Typography } from 'antd';
import type { MessageKey } from '@conf/common';
import { useT } from '../../app/intl';
import { usePreferences } from './preferences';
import {
  THEME_OPTIONS,
  THEME_SETTING_KEYS,
  type ThemeSettingKey,
  type ThemeSettings,
} from './settings';

const GROUP_LABELS: Record<ThemeSettingKey, MessageKey> = {
  layout: 'admin.theme.layout',
  mode: 'admin.theme.mode',
  width: 'admin.theme.width',
  position: 'admin.theme.position',
  topbar: 'admin.theme.topbar',
  sidebarSize: 'admin.theme.sidebarSize',
  sidebarColor: 'admin.theme.sidebarColor',
  direction: 'admin.theme.direction',
};

type OptionValue = ThemeSettings[ThemeSettingKey];
const OPTION_LABELS: Record<OptionValue, MessageKey> = {
  vertical: 'admin.theme.vertical',
  horizontal: 'admin.theme.horizontal',
  light: 'admin.theme.light',
  dark: 'admin.theme.dark',
  brand: 'admin.theme.brand',
  fluid: 'admin.theme.fluid',
  boxed: 'admin.theme.boxed',
  fixed: 'admin.theme.fixed',
  scrollable: 'admin.theme.scrollable',
  default: 'admin.theme.default',
  compact: 'admin.theme.compact',
  small: 'admin.theme.small',
  ltr: 'admin.theme.ltr',
  rtl: 'admin.theme.rtl',
};

/** The theme customizer (spec §2): every option applies at once and is remembered. */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { theme, updateTheme, resetTheme } = usePreferences();
  return (
    <Drawer
      title={t('admin.theme.title')}
      open={open}
      onClose={onClose}
      placement={theme.direction === 'rtl' ? 'left' : 'right'}
      className="admin-customizer"
      footer={<Button onClick={resetTheme}>{t('admin.theme.reset')}</Button>}
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {THEME_SETTING_KEYS.map((key) => {
          const labelId = `customizer-${key}`;
          return (
            <div key={key} role="group" aria-labelledby={labelId}>
              <Typography.Text strong id={labelId} className="admin-customizer__label">
                {t(GROUP_LABELS[key])}
              </Typography.Text>
              <Radio.Group
                className="admin-customizer__options"
                data-setting={key}
                optionType="button"
                buttonStyle="solid"
                value={theme[key]}
                onChange={(e) =>
                  updateTheme({ [key]: e.target.value as OptionValue } as Partial<ThemeSettings>)
                }
                options={THEME_OPTIONS[key].map((value) => ({
                  value,
                  label: t(OPTION_LABELS[value]),
                }))}
              />
            </div>
          );
        })}
      </Space>
    </Drawer>
  );
}
