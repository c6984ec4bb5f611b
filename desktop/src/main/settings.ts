import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { safeStorage } from 'electron';
import {
  ADMIN_DEFAULT_LOCALE,
  checkServerUrl,
  isLocale,
  normalizeServerUrl,
  type DesktopSettings,
  type Locale,
  type SetServerUrlResult,
} from '@conf/common';

/** What settings.json holds. The token is only ever written encrypted by the OS key store. */
interface StoredSettings {
  serverUrl: string | null;
  notificationsEnabled: boolean;
  locale: Locale;
  encryptedToken: string | null;
  /** The organiser was told once that their sign-in lasts the session only. */
  tokenNoticeShown: boolean;
}

const DEFAULTS: StoredSettings = {
  serverUrl: null,
  notificationsEnabled: true,
  locale: ADMIN_DEFAULT_LOCALE,
  encryptedToken: null,
  tokenNoticeShown: false,
};

function readStored(file: string): StoredSettings {
  try {
    const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof raw !== 'object' || raw === null) return { ...DEFAULTS };
    const record = raw as Record<string, unknown>;
    return {
      serverUrl: typeof record.serverUrl === 'string' ? normalizeServerUrl(record.serverUrl) : null,
      notificationsEnabled:
        typeof record.notificationsEnabled === 'boolean' ? record.notificationsEnabled : true,
      locale: isLocale(record.locale) ? record.locale : DEFAULTS.locale,
      encryptedToken: typeof record.encryptedToken === 'string' ? record.encryptedToken : null,
      tokenNoticeShown: record.tokenNoticeShown === true,
    };
  } catch {
    // First run, or a damaged file: start over rather than refuse to open.
    return { ...DEFAULTS };
  }
}

/**
 * Whether the OS key store really protects the token. On Linux without a keyring (GNOME Keyring,
 * KWallet) Electron falls back to `basic_text`, a key built into Chromium: "encrypted" bytes any
 * program can decrypt, so the console does not store the token there.
 */
function keyStoreAvailable(): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
}

/**
 * The console's settings, in `settings.json` under the user-data folder: the server chosen on
 * first run, the notifications switch, the console's language and the organiser's token. The
 * main process owns them; whoever changes one (the tray menu, the renderer through the bridge)
 * goes through here, and every subscriber hears of it. Where the OS offers no real key store
 * the token is kept in memory for this session only.
 */
export class SettingsStore {
  private readonly file: string;
  private stored: StoredSettings;
  private sessionToken: string | null = null;
  private readonly listeners = new Set<(settings: DesktopSettings) => void>();

  constructor(userDataDir: string) {
    this.file = path.join(userDataDir, 'settings.json');
    this.stored = readStored(this.file);
    if (this.stored.encryptedToken && !keyStoreAvailable()) {
      // Written by a build that trusted basic_text: as good as clear text, so it goes.
      this.stored = { ...this.stored, encryptedToken: null };
      this.save();
    }
  }

  get serverUrl(): string | null {
    return this.stored.serverUrl;
  }

  get notificationsEnabled(): boolean {
    return this.stored.notificationsEnabled;
  }

  get locale(): Locale {
    return this.stored.locale;
  }

  get canPersistToken(): boolean {
    return keyStoreAvailable();
  }

  snapshot(): DesktopSettings {
    return {
      serverUrl: this.stored.serverUrl,
      notificationsEnabled: this.stored.notificationsEnabled,
      canPersistToken: keyStoreAvailable(),
      locale: this.stored.locale,
    };
  }

  /** Hears every change of a setting the renderer shows; returns an unsubscribe. */
  subscribe(listener: (settings: DesktopSettings) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** A new server forgets the token: it was issued by the previous one. */
  setServerUrl(input: string): SetServerUrlResult {
    const result = checkServerUrl(input);
    if (!result.ok) return result;
    if (result.serverUrl !== this.stored.serverUrl) {
      this.stored = { ...this.stored, serverUrl: result.serverUrl, encryptedToken: null };
      this.sessionToken = null;
      this.commit();
    }
    return result;
  }

  setNotificationsEnabled(enabled: boolean): void {
    if (enabled === this.stored.notificationsEnabled) return;
    this.stored = { ...this.stored, notificationsEnabled: enabled };
    this.commit();
  }

  setLocale(locale: Locale): void {
    if (locale === this.stored.locale) return;
    this.stored = { ...this.stored, locale };
    this.commit();
  }

  get token(): string | null {
    if (this.sessionToken) return this.sessionToken;
    const encrypted = this.stored.encryptedToken;
    if (!encrypted || !keyStoreAvailable()) return null;
    try {
      return safeStorage.decryptString(Buffer.from(encrypted, 'base64'));
    } catch {
      return null;
    }
  }

  setToken(token: string | null): void {
    this.sessionToken = token;
    const encryptedToken =
      token && keyStoreAvailable() ? safeStorage.encryptString(token).toString('base64') : null;
    this.stored = { ...this.stored, encryptedToken };
    this.save();
  }

  /**
   * True once, the first time a sign-in is kept in memory only: the organiser is told then, not
   * at every start.
   */
  takeTokenNotice(): boolean {
    if (!this.sessionToken || keyStoreAvailable() || this.stored.tokenNoticeShown) return false;
    this.stored = { ...this.stored, tokenNoticeShown: true };
    this.save();
    return true;
  }

  private commit(): void {
    this.save();
    const snapshot = this.snapshot();
    for (const listener of this.listeners) listener(snapshot);
  }

  private save(): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    // Write then rename, so a crash mid-write never leaves half a file.
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(this.stored, null, 2), { mode: 0o600 });
    renameSync(temp, this.file);
  }
}
