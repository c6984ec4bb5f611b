import { shell, type BrowserWindow } from 'electron';
import { isAppUrl } from './app-origin';

/** Only web links leave the console, and only to the system browser (no file:, javascript:, ...). */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function openExternalSafely(url: string): boolean {
  if (!isSafeExternalUrl(url)) return false;
  void shell.openExternal(url);
  return true;
}

/**
 * The window never leaves the packaged console: navigations elsewhere are stopped (a web link
 * opens in the system browser instead), new windows are refused, webviews cannot attach and
 * the renderer gets no permission: neither when it asks (camera, notifications...) nor when a
 * web API merely checks (clipboard, storage access...), which the request handler never sees.
 */
export function hardenWindow(win: BrowserWindow): void {
  const contents = win.webContents;
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openExternalSafely(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openExternalSafely(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  contents.session.setPermissionCheckHandler(() => false);
}

/** Every IPC call must come from the console's own page, not from any other frame or origin. */
export function isTrustedSender(event: { senderFrame: { url: string } | null }): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url);
}

/**
 * The renderer's Content-Security-Policy: its own scripts only, and network access to the one
 * configured server (HTTP for the API and attachments, ws/wss for the socket).
 */
export function contentSecurityPolicy(serverUrl: string | null): string {
  const server = serverUrl ? [serverUrl, serverUrl.replace(/^http/, 'ws')] : [];
  return [
    "default-src 'none'",
    "script-src 'self'",
    // antd writes its styles at run time (CSS-in-JS).
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...server.slice(0, 1)].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...server].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
