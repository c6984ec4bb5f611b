import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import {
  DESKTOP_CHANNELS,
  isLocale,
  type DesktopBridge,
  type DesktopBridgeEvent,
  type Locale,
} from '@conf/common';
import { isTrustedSender } from './hardening';

type Invokable = Exclude<keyof DesktopBridge, DesktopBridgeEvent>;

/** The main side of each bridge method (the same arguments, answered directly or as a promise). */
export type MainHandlers = {
  [K in Invokable]: (
    ...args: Parameters<DesktopBridge[K]>
  ) => Awaited<ReturnType<DesktopBridge[K]>> | ReturnType<DesktopBridge[K]>;
};

const isString = (v: unknown): v is string => typeof v === 'string' && v.length <= 4096;
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * What each channel accepts from the renderer: the renderer is untrusted input like any other,
 * so the arguments are checked before a handler sees them.
 */
const ARGUMENTS: { [K in Invokable]: (args: unknown[]) => args is Parameters<DesktopBridge[K]> } = {
  getServerUrl: (args): args is [] => args.length === 0,
  setServerUrl: (args): args is [string] => args.length === 1 && isString(args[0]),
  getToken: (args): args is [] => args.length === 0,
  setToken: (args): args is [string | null] =>
    args.length === 1 && (args[0] === null || isString(args[0])),
  getSettings: (args): args is [] => args.length === 0,
  setNotificationsEnabled: (args): args is [boolean] => args.length === 1 && isBoolean(args[0]),
  setLocale: (args): args is [Locale] => args.length === 1 && isLocale(args[0]),
  setUnreadCount: (args): args is [number] => args.length === 1 && isCount(args[0]),
  setCurrentRoute: (args): args is [string] => args.length === 1 && isString(args[0]),
  openExternal: (args): args is [string] => args.length === 1 && isString(args[0]),
};

export class IpcRefused extends Error {}

function register<K extends Invokable>(name: K, handler: MainHandlers[K]): void {
  ipcMain.handle(DESKTOP_CHANNELS[name], (event: IpcMainInvokeEvent, ...args: unknown[]) => {
    if (!isTrustedSender(event)) throw new IpcRefused(`${name}: sender is not the console`);
    const check = ARGUMENTS[name];
    if (!check(args)) throw new IpcRefused(`${name}: bad arguments`);
    return (handler as (...a: unknown[]) => unknown)(...args);
  });
}

/** One channel per bridge method, each answering only the console's own page. */
export function registerIpc(handlers: MainHandlers): () => void {
  const names = Object.keys(ARGUMENTS) as Invokable[];
  for (const name of names) register(name, handlers[name]);
  return () => {
    for (const name of names) ipcMain.removeHandler(DESKTOP_CHANNELS[name]);
  };
}
