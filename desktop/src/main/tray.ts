import { Menu, Tray, nativeImage, type BrowserWindow } from 'electron';
import { formatMessage, type Locale } from '@conf/common';
import { trayTooltip } from './badge';

export interface TrayActions {
  show(): void;
  quit(): void;
  /** The organiser's switch for native notifications (kept in the settings file). */
  notifications?: { enabled(): boolean; set(enabled: boolean): void };
}

/** The tray icon keeps the console reachable (and notifying) while its window is hidden. */
export function createTray(iconPath: string, locale: Locale, actions: TrayActions): Tray {
  const tray = new Tray(nativeImage.createFromPath(iconPath).resize({ width: 16, height: 16 }));
  tray.setToolTip(trayTooltip(0, locale));
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: formatMessage(locale, 'desktop.tray.show'), click: () => actions.show() },
      ...(actions.notifications
        ? [
            {
              label: formatMessage(locale, 'desktop.tray.notifications'),
              type: 'checkbox' as const,
              checked: actions.notifications.enabled(),
              click: (item: { checked: boolean }) => actions.notifications?.set(item.checked),
            },
          ]
        : []),
      { type: 'separator' },
      { label: formatMessage(locale, 'desktop.tray.quit'), click: () => actions.quit() },
    ]),
  );
  tray.on('click', () => actions.show());
  return tray;
}

/** Closing the window hides it to the tray; only a real quit (menu, OS shutdown) closes it. */
export function hideOnClose(win: BrowserWindow, isQuitting: () => boolean): void {
  win.on('close', (event) => {
    if (isQuitting()) return;
    event.preventDefault();
    win.hide();
  });
}
