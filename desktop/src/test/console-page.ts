import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP_CHANNELS } from '@conf/common';
import { APP_ORIGIN, APP_SCHEME } from '../main/app-origin';
import { ipcMain, protocol } from './fake-electron';

/**
 * The Electron window's contents, played by Chromium: the app:// handler the main process
 * registered answers over HTTP on 127.0.0.1, and `window.conference` forwards each call to the
 * main process's IPC handlers as the preload would, with the calling frame as the sender.
 */
export interface ConsolePage {
  page: Page;
  /** Every bridge call the renderer made, in order. */
  calls: Array<{ channel: string; args: unknown[] }>;
  /** Hands a main-to-renderer `navigate` message to the page's onNavigate listeners. */
  deliverNavigation(route: unknown): Promise<void>;
  /** Uncaught errors in the page. */
  errors: string[];
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
  const listeners = new Set<(route: string) => void>();
  const call =
    (channel: string) =>
    (...args: unknown[]) =>
      host.__conferenceInvoke(channel, args);
  const bridge = {
    getServerUrl: call(channels.getServerUrl),
    setServerUrl: call(channels.setServerUrl),
    getToken: call(channels.getToken),
    setToken: call(channels.setToken),
    getSettings: call(channels.getSettings),
    setNotificationsEnabled: call(channels.setNotificationsEnabled),
    setUnreadCount: call(channels.setUnreadCount),
    setCurrentRoute: call(channels.setCurrentRoute),
    openExternal: call(channels.openExternal),
    onNavigate: (listener: (route: string) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  Object.defineProperty(window, 'conference', { value: Object.freeze(bridge) });
  // The stand-in of ipcRenderer.on(navigate): only a string route reaches the listeners.
  Object.defineProperty(window, '__conferenceNavigate', {
    value: (route: unknown) => {
      if (typeof route === 'string') for (const listener of listeners) listener(route);
    },
  });
}

/** The page's URL as the app:// URL Electron would report for the sender frame. */
function senderUrl(frameUrl: string, origin: string): string {
  const url = new URL(frameUrl);
  return url.origin === origin ? `${APP_ORIGIN}${url.pathname}${url.search}${url.hash}` : frameUrl;
}

export async function openConsolePage(
  browser: Browser,
  origin: string,
  locale = 'en-GB',
): Promise<ConsolePage> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
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
  return {
    page,
    calls,
    errors,
    deliverNavigation: (route) =>
      page.evaluate((r) => {
        (window as unknown as { __conferenceNavigate(route: unknown): void }).__conferenceNavigate(
          r,
        );
      }, route),
  };
}
