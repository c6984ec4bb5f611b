import path from 'node:path';
import { app, type BrowserWindow, type Tray } from 'electron';
import { resolveLocale } from '@conf/common';
import { ConsoleController } from './controller';
import { hardenWindow } from './hardening';
import { registerIpc } from './ipc';
import { registerAppScheme, serveRenderer } from './protocol';
import { SettingsStore } from './settings';
import { createTray, hideOnClose } from './tray';
import { createMainWindow, showWindow } from './window';

/** Packaged layout (electron-builder.yml "files"): dist/main, dist/preload, dist/renderer. */
const appDir = app.getAppPath();
const PRELOAD = path.join(appDir, 'dist', 'preload', 'index.cjs');
const RENDERER = path.join(appDir, 'dist', 'renderer');
const ICON = path.join(appDir, 'dist', 'renderer', 'icon.png');

let win: BrowserWindow | null = null;
let tray: Tray | null = null;
let quitting = false;

function openWindow(): BrowserWindow {
  const created = createMainWindow(PRELOAD);
  hardenWindow(created);
  hideOnClose(created, () => quitting);
  created.on('closed', () => {
    win = null;
  });
  return created;
}

function show(): void {
  win ??= openWindow();
  showWindow(win);
}

// One console per user session: a second launch brings the first one forward.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  app.on('second-instance', show);
  app.on('before-quit', () => {
    quitting = true;
  });
  // The window hides to the tray; the app lives until Quit.
  app.on('window-all-closed', () => undefined);
  app.on('activate', show);

  void app.whenReady().then(() => {
    const locale = resolveLocale(app.getLocale());
    const settings = new SettingsStore(app.getPath('userData'));
    const controller = new ConsoleController({
      settings,
      locale,
      window: () => win,
      tray: () => tray,
    });
    serveRenderer(RENDERER, () => settings.serverUrl);
    registerIpc(controller.handlers);
    tray = createTray(ICON, locale, {
      show,
      quit: () => app.quit(),
      notifications: {
        enabled: () => settings.notificationsEnabled,
        set: (enabled) => settings.setNotificationsEnabled(enabled),
      },
    });
    win = openWindow();
    controller.start();
    app.on('will-quit', () => controller.stop());
  });
}
