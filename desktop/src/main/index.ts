import path from 'node:path';
import { app, type BrowserWindow, type Tray } from 'electron';
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
let controller: ConsoleController | null = null;

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
  if (!win) {
    win = openWindow();
    controller?.refresh();
  }
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
    // The console's own language (settings.json), not the OS locale: Azerbaijani until the
    // organiser picks another in the console.
    const settings = new SettingsStore(app.getPath('userData'));
    controller = new ConsoleController({
      settings,
      window: () => win,
      tray: () => tray,
      open: show,
      quit: () => app.quit(),
    });
    serveRenderer(RENDERER, () => settings.serverUrl);
    registerIpc(controller.handlers);
    tray = createTray(ICON, show);
    win = openWindow();
    controller.refresh();
    controller.start();
    const running = controller;
    app.on('will-quit', () => running.stop());
  });
}
