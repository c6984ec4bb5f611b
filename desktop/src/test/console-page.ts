import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP_CHANNELS } from '@conf/common';
import { APP_ORIGIN, APP_SCHEME } from '../main/app-origin';
import { recordCspViolations } from './csp';
import { SENT_TO_PAGE, ipcMain, protocol, type FakeWebContents } from './fake-electron';

/**
 * The Electron window's contents, played by Chromium: the app:// handler the main process
 * registered answers over HTTP on 127.0.0.1, and `window.conference` forwards each call to the
 * main process's IPC handlers as the preload would, with the calling frame as the sender. What
 * the main process sends to the window (webContents.send) reaches the page's listeners.
 */
export interface ConsolePage {
  page: Page;
  /** Every bridge call the renderer made, in order. */
  calls: Array<{ channel: string; args: unknown[] }>;
  /** Uncaught errors in the page. */
  errors: string[];
  /** Content-Security-Policy violations the page reported (there must be none). */
  violations: string[];
}

/** Serves the registered app:// handler at an http://127.0.0.1 origin. */
export async function serveAppScheme(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const handler = protocol.handlers.get(APP_SCHEME);
    if (!handler) {
      res.writeHead(503).end('no app:// handler registered');
      return;
    }
    void Promise.resolve(handler(new Request(`${APP_ORIGIN}${req.url ?? '/'}`))).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs in the page before its scripts, as the preload does. Self-contained: it is serialised. */
function installPreload(channels: typeof DESKTOP_CHANNELS) {
  type Host = { __conferenceInvoke(channel: string, args: unknown[]): Promise<unknown> };
  const host = window as unknown as Host;
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const call =
    (channel: string) =>
    (...args: unknown[]) =>
      host.__conferenceInvoke(channel, args);
  const on = (channel: string) => (listener: (payload: never) => void) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set.add(listener));
    return () => void set.delete(listener);
  };
  const bridge = {
    getServerUrl: call(channels.getServerUrl),
    setServerUrl: call(channels.setServerUrl),
    getToken: call(channels.getToken),
    setToken: call(channels.setToken),
    getSettings: call(channels.getSettings),
    setNotificationsEnabled: call(channels.setNotificationsEnabled),
    setLocale: call(channels.setLocale),
    setUnreadCount: call(channels.setUnreadCount),
    setCurrentRoute: call(channels.setCurrentRoute),
    openExternal: call(channels.openExternal),
    onNavigate: on(channels.navigate),
    onSettingsChanged: on(channels.settingsChanged),
  };
  Object.defineProperty(window, 'conference', { value: Object.freeze(bridge) });
  // The stand-in of ipcRenderer.on: what the main process sent, to the channel's listeners.
  Object.defineProperty(window, '__conferenceReceive', {
    value: (channel: string, payload: never) => {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
  });
}

/** The page's URL as the app:// URL Electron would report for the sender frame. */
function senderUrl(frameUrl: string, origin: string): string {
  const url = new URL(frameUrl);
  return url.origin === origin ? `${APP_ORIGIN}${url.pathname}${url.search}${url.hash}` : frameUrl;
}

/** Opens the console page for the window whose contents are `contents` (the stand-in's). */
export async function openConsolePage(
  browser: Browser,
  origin: string,
  contents: FakeWebContents,
  locale = 'en-GB',
): Promise<ConsolePage> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
  const violations = await recordCspViolations(context);
  const calls: ConsolePage['calls'] = [];
  await context.exposeBinding(
    '__conferenceInvoke',
    async ({ frame }, channel: string, args: unknown[]) => {
      calls.push({ channel, args });
      return ipcMain.invoke(senderUrl(frame.url(), origin), channel, ...args);
    },
  );
  await context.addInitScript(installPreload, DESKTOP_CHANNELS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  contents.on(SENT_TO_PAGE, (channel: string, args: unknown[]) => {
    void page
      .evaluate(
        ([c, payload]) => {
          const receive = (
            window as unknown as { __conferenceReceive?(c: string, p: unknown): void }
          ).__conferenceReceive;
          receive?.(c as string, payload);
        },
        [channel, args[0]] as const,
      )
      .catch(() => undefined);
  });
  return { page, calls, errors, violations };
}
