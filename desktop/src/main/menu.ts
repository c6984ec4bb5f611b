import { Menu, app, type MenuItemConstructorOptions } from 'electron';
import { formatMessage, type Locale, type MessageKey } from '@conf/common';

export interface MenuActions {
  /** Closing hides the window to the tray (tray.ts); Quit really ends the app. */
  quit(): void;
}

/**
 * The application menu in the console's language (Electron's default one is English only):
 * the editing shortcuts text fields need, zoom and full screen, and Quit. On macOS the first
 * menu is the app's own. Developer tools only when running unpackaged (`npm run desktop:dev`).
 */
export function applicationMenu(
  locale: Locale,
  actions: MenuActions,
  platform: NodeJS.Platform = process.platform,
  developer = false,
): MenuItemConstructorOptions[] {
  const t = (key: MessageKey) => formatMessage(locale, key);
  const quit: MenuItemConstructorOptions = {
    label: t('desktop.menu.quit'),
    accelerator: 'CmdOrCtrl+Q',
    click: () => actions.quit(),
  };
  const first: MenuItemConstructorOptions =
    platform === 'darwin'
      ? {
          label: t('desktop.window.title'),
          submenu: [{ role: 'hide', label: t('desktop.menu.hide') }, { type: 'separator' }, quit],
        }
      : { label: t('desktop.menu.console'), submenu: [quit] };
  return [
    first,
    {
      label: t('desktop.menu.edit'),
      submenu: [
        { role: 'undo', label: t('desktop.menu.undo') },
        { role: 'redo', label: t('desktop.menu.redo') },
        { type: 'separator' },
        { role: 'cut', label: t('desktop.menu.cut') },
        { role: 'copy', label: t('desktop.menu.copy') },
        { role: 'paste', label: t('desktop.menu.paste') },
        { role: 'selectAll', label: t('desktop.menu.selectAll') },
      ],
    },
    {
      label: t('desktop.menu.view'),
      submenu: [
        { role: 'reload', label: t('desktop.menu.reload') },
        { type: 'separator' },
        { role: 'zoomIn', label: t('desktop.menu.zoomIn') },
        { role: 'zoomOut', label: t('desktop.menu.zoomOut') },
        { role: 'resetZoom', label: t('desktop.menu.resetZoom') },
        { type: 'separator' },
        { role: 'togglefullscreen', label: t('desktop.menu.fullScreen') },
        ...(developer
          ? [{ role: 'toggleDevTools' as const, label: t('desktop.menu.devTools') }]
          : []),
      ],
    },
    {
      label: t('desktop.menu.window'),
      submenu: [
        { role: 'minimize', label: t('desktop.menu.minimize') },
        { role: 'close', label: t('desktop.menu.close') },
      ],
    },
  ];
}

export function setApplicationMenu(locale: Locale, actions: MenuActions): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(applicationMenu(locale, actions, process.platform, !app.isPackaged)),
  );
}
