import { useEffect, useState } from 'react';
import { Switch, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useT } from '../../app/intl';
import { usePlatform } from '../platform/context';

/**
 * The organiser's switch for notifications of new messages and submissions: the browser's
 * permission on the web, the console's setting on the desktop, where the tray menu changes the
 * same setting and the switch follows it at once. Hidden where the platform has no such setting.
 */
export function NotificationsSwitch() {
  const t = useT();
  const platform = usePlatform();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const { getNotificationsEnabled, setNotificationsEnabled, onNotificationsEnabledChange } =
    platform;

  useEffect(() => {
    let live = true;
    void getNotificationsEnabled?.().then((value) => live && setEnabled(value));
    const stop = onNotificationsEnabledChange?.((value) => live && setEnabled(value));
    return () => {
      live = false;
      stop?.();
    };
  }, [getNotificationsEnabled, onNotificationsEnabledChange]);

  if (!getNotificationsEnabled || !setNotificationsEnabled || enabled === null) return null;
  const change = async (next: boolean) => {
    await setNotificationsEnabled(next);
    setEnabled(await getNotificationsEnabled());
  };
  return (
    <Tooltip title={t('admin.header.notifications')}>
      <label className="admin-toggle">
        <Switch
          className="admin-notifications-switch"
          aria-label={t('admin.header.notifications')}
          checkedChildren={<BellOutlined />}
          unCheckedChildren={<BellOutlined />}
          checked={enabled}
          onChange={(next) => void change(next)}
        />
        <span className="admin-toggle__text" aria-hidden="true">
          {t('ux.header.notificationsShort')}
        </span>
      </label>
    </Tooltip>
  );
}
