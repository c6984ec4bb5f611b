import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  DESKTOP_CHANNELS,
  type DesktopBridge,
  type DesktopBridgeEvent,
  type DesktopSettings,
} from '@conf/common';

/**
 * `window.conference`: the renderer's only way to the main process. Each method is one named
 * channel; neither ipcRenderer nor a generic send crosses the bridge. Bundled into one CommonJS
 * file (a sandboxed preload can require nothing but 'electron').
 */
type Invokable = Exclude<keyof DesktopBridge, DesktopBridgeEvent>;

/** The one place an untyped `invoke` answer becomes the bridge's declared type. */
function call<K extends Invokable>(
  name: K,
  ...args: Parameters<DesktopBridge[K]>
): ReturnType<DesktopBridge[K]> {
  return ipcRenderer.invoke(DESKTOP_CHANNELS[name], ...args) as ReturnType<DesktopBridge[K]>;
}

const api = {
  getServerUrl: () => call('getServerUrl'),
  setServerUrl: (url) => call('setServerUrl', url),
  getToken: () => call('getToken'),
  setToken: (token) => call('setToken', token),
  getSettings: () => call('getSettings'),
  setNotificationsEnabled: (enabled) => call('setNotificationsEnabled', enabled),
  setLocale: (locale) => call('setLocale', locale),
  setUnreadCount: (count) => call('setUnreadCount', count),
  setCurrentRoute: (path) => call('setCurrentRoute', path),
  openExternal: (url) => call('openExternal', url),
  onNavigate: (listener) => {
    // The renderer's callback never sees the IPC event (it would carry the sender object).
    const wrapped = (_event: IpcRendererEvent, route: unknown) => {
      if (typeof route === 'string') listener(route);
    };
    ipcRenderer.on(DESKTOP_CHANNELS.navigate, wrapped);
    return () => {
      ipcRenderer.removeListener(DESKTOP_CHANNELS.navigate, wrapped);
    };
  },
  onSettingsChanged: (listener) => {
    const wrapped = (_event: IpcRendererEvent, settings: DesktopSettings) => listener(settings);
    ipcRenderer.on(DESKTOP_CHANNELS.settingsChanged, wrapped);
    return () => {
      ipcRenderer.removeListener(DESKTOP_CHANNELS.settingsChanged, wrapped);
    };
  },
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('conference', api);
