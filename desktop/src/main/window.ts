import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { DESKTOP_CHANNELS } from '@conf/common';
import { START_URL, isConsoleRoute } from './app-origin';

/**
 * The console window: the renderer runs isolated and sandboxed, without Node, and talks to the
 * main process only through the preload's typed bridge.
 */
export function mainWindowOptions(
  preloadPath: string,
  title: string,
): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    },
  };
}

/**
 * The window's title is the main process's ("(3) Conference Console", in the console's
 * language), not the page's <title>, which would replace it on every load.
 */
export function createMainWindow(preloadPath: string, title = 'Conference Console'): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(preloadPath, title));
  win.on('page-title-updated', (event) => event.preventDefault());
  win.once('ready-to-show', () => win.show());
  void win.loadURL(START_URL);
  return win;
}

/** Brings the window forward and asks the renderer to show `route` (a clicked notification). */
export function showRoute(win: BrowserWindow, route: string): void {
  if (!isConsoleRoute(route)) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
  win.webContents.send(DESKTOP_CHANNELS.navigate, route);
}

export function showWindow(win: BrowserWindow): void {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

/** Is the organiser looking at the window right now? */
export function isWindowInView(win: BrowserWindow): boolean {
  return !win.isDestroyed() && win.isVisible() && !win.isMinimized() && win.isFocused();
}
