/**
 * A stand-in for the `electron` module (vitest.config.ts aliases 'electron' here): just the
 * surface the main process uses, recording what it is asked to do so tests can assert it.
 * Events are real EventEmitters, so tests drive the code the way Electron would.
 */
import { EventEmitter } from 'node:events';

export class FakeEvent {
  defaultPrevented = false;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

class FakeSession {
  permissionHandler:
    ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null =
    null;
  permissionCheckHandler:
    ((contents: unknown, permission: string, requestingOrigin: string) => boolean) | null = null;
  setPermissionRequestHandler(handler: FakeSession['permissionHandler']): void {
    this.permissionHandler = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['permissionCheckHandler']): void {
    this.permissionCheckHandler = handler;
  }
}

/** Where a FakeWebContents reports what the main process sent to its page. */
export const SENT_TO_PAGE = 'fake:sent-to-page';

export class FakeWebContents extends EventEmitter {
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  readonly session = new FakeSession();
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
    this.emit(SENT_TO_PAGE, channel, args);
  }
  setWindowOpenHandler(handler: FakeWebContents['windowOpenHandler']): void {
    this.windowOpenHandler = handler;
  }
  reload(): void {}
}

export class BrowserWindow extends EventEmitter {
  static readonly all: BrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  title: string;
  visible = false;
  focused = false;
  minimized = false;
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    this.title = typeof options.title === 'string' ? options.title : 'Electron';
    BrowserWindow.all.push(this);
  }
  setTitle(title: string): void {
    this.title = title;
  }
  getTitle(): string {
    return this.title;
  }
  /** What Electron does when the page sets document.title: the window follows unless prevented. */
  pageTitleUpdated(title: string): void {
    const event = new FakeEvent();
    this.emit('page-title-updated', event, title, true);
    if (!event.defaultPrevented) this.title = title;
  }
  async loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
    this.focused = false;
  }
  focus(): void {
    this.focused = true;
  }
  blur(): void {
    this.focused = false;
  }
  restore(): void {
    this.minimized = false;
  }
  minimize(): void {
    this.minimized = true;
    this.focused = false;
  }
  isVisible(): boolean {
    return this.visible;
  }
  isFocused(): boolean {
    return this.focused;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Electron emits 'close' with a cancellable event; true when it was not cancelled. */
  close(): boolean {
    const event = new FakeEvent();
    this.emit('close', event);
    if (!event.defaultPrevented) this.destroyed = true;
    return !event.defaultPrevented;
  }
}

interface MessageBoxOptions {
  type?: string;
  message: string;
  detail?: string;
  buttons?: string[];
}

/** Message boxes are recorded and answered at once with their first button. */
export const dialog = {
  shown: [] as Array<{ window: BrowserWindow | null; options: MessageBoxOptions }>,
  async showMessageBox(
    windowOrOptions: BrowserWindow | MessageBoxOptions,
    maybeOptions?: MessageBoxOptions,
  ): Promise<{ response: number; checkboxChecked: boolean }> {
    const window = windowOrOptions instanceof BrowserWindow ? windowOrOptions : null;
    const options = maybeOptions ?? (windowOrOptions as MessageBoxOptions);
    dialog.shown.push({ window, options });
    return { response: 0, checkboxChecked: false };
  },
};

export class Notification extends EventEmitter {
  static supported = true;
  static readonly shown: Notification[] = [];
  static isSupported(): boolean {
    return Notification.supported;
  }
  constructor(readonly options: { title: string; body: string }) {
    super();
  }
  show(): void {
    Notification.shown.push(this);
  }
  click(): void {
    this.emit('click', new FakeEvent());
  }
}

export interface MenuItemOptions {
  label?: string;
  type?: string;
  role?: string;
  enabled?: boolean;
  accelerator?: string;
  checked?: boolean;
  submenu?: MenuItemOptions[];
  /** Electron passes the menu item (its `checked` already toggled); tests pass what they need. */
  click?: (...args: never[]) => void;
}

export const Menu = {
  application: null as { items: MenuItemOptions[] } | null,
  buildFromTemplate(items: MenuItemOptions[]) {
    return { items };
  },
  setApplicationMenu(menu: { items: MenuItemOptions[] } | null): void {
    Menu.application = menu;
  },
};

export class Tray extends EventEmitter {
  static readonly all: Tray[] = [];
  tooltip = '';
  /** Set only on macOS in Electron (setTitle is darwin-only). */
  title = '';
  menu: { items: MenuItemOptions[] } | null = null;
  /** Every menu set, in order: Linux needs setContextMenu again for any change to show. */
  readonly menus: Array<{ items: MenuItemOptions[] }> = [];
  constructor(readonly image: unknown) {
    super();
    Tray.all.push(this);
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: { items: MenuItemOptions[] }): void {
    this.menu = menu;
    this.menus.push(menu);
  }
  setTitle(title: string): void {
    this.title = title;
  }
  /** The menu item with this label, for a test to click. */
  item(label: string): MenuItemOptions | undefined {
    return this.menu?.items.find((i) => i.label === label);
  }
}

export const nativeImage = {
  createFromPath(path: string) {
    const image = {
      path,
      size: { width: 512, height: 512 },
      resize: (size: { width: number; height: number }) => ({ path, size }),
    };
    return image;
  },
};

export const shell = {
  opened: [] as string[],
  async openExternal(url: string): Promise<void> {
    shell.opened.push(url);
  },
};

export const app = Object.assign(new EventEmitter(), {
  badgeCount: 0,
  quitCalls: 0,
  /** `electron .` (npm run desktop:dev); true in a packaged app. */
  isPackaged: false,
  locale: 'en-US',
  userData: '/tmp/fake-electron-user-data',
  setBadgeCount(count: number): boolean {
    app.badgeCount = count;
    return true;
  },
  getLocale: () => app.locale,
  getPath: (_name: string) => app.userData,
  getAppPath: () => '/tmp/fake-electron-app',
  requestSingleInstanceLock: () => true,
  whenReady: () => Promise.resolve(),
  quit(): void {
    app.quitCalls += 1;
  },
});

export const ipcMain = {
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void {
    if (ipcMain.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    ipcMain.handlers.set(channel, handler);
  },
  removeHandler(channel: string): void {
    ipcMain.handlers.delete(channel);
  },
  /** What ipcRenderer.invoke would do: run the handler as if `senderUrl`'s frame called it. */
  async invoke(senderUrl: string | null, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = ipcMain.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  },
};

/**
 * A reversible "encryption" so tests can tell stored bytes from the clear token. `backend` is
 * what Linux Electron reports: 'basic_text' when no keyring is found (a fixed, public key).
 */
export const safeStorage = {
  available: true,
  backend: 'gnome_libsecret' as
    'basic_text' | 'gnome_libsecret' | 'kwallet' | 'kwallet5' | 'kwallet6' | 'unknown',
  isEncryptionAvailable: () => safeStorage.available,
  getSelectedStorageBackend: () => safeStorage.backend,
  encryptString: (text: string) => Buffer.from(`enc:${Buffer.from(text).toString('hex')}`),
  decryptString(buffer: Buffer): string {
    const text = buffer.toString();
    if (!text.startsWith('enc:')) throw new Error('not encrypted by this keychain');
    return Buffer.from(text.slice(4), 'hex').toString();
  },
};

export const powerMonitor = new EventEmitter();

export const protocol = {
  privileged: [] as unknown[],
  handlers: new Map<string, (request: Request) => Promise<Response> | Response>(),
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    protocol.privileged.push(...schemes);
  },
  handle(scheme: string, handler: (request: Request) => Promise<Response> | Response): void {
    protocol.handlers.set(scheme, handler);
  },
};

export const contextBridge = {
  exposed: new Map<string, unknown>(),
  exposeInMainWorld(key: string, api: unknown): void {
    contextBridge.exposed.set(key, api);
  },
};

export const ipcRenderer = Object.assign(new EventEmitter(), {
  invoke: (channel: string, ...args: unknown[]) =>
    ipcMain.invoke('app://console/admin', channel, ...args),
});

/** Forget everything recorded, between tests. */
export function resetFakeElectron(): void {
  BrowserWindow.all.length = 0;
  Tray.all.length = 0;
  Notification.shown.length = 0;
  Notification.supported = true;
  dialog.shown.length = 0;
  Menu.application = null;
  shell.opened.length = 0;
  ipcMain.handlers.clear();
  safeStorage.available = true;
  safeStorage.backend = 'gnome_libsecret';
  app.badgeCount = 0;
  app.quitCalls = 0;
  app.locale = 'en-US';
  powerMonitor.removeAllListeners();
  protocol.handlers.clear();
  protocol.privileged.length = 0;
  contextBridge.exposed.clear();
  ipcRenderer.removeAllListeners();
}
