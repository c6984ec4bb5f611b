import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { safeStorage } from 'electron';
import { normalizeServerUrl, type DesktopSettings, type SetServerUrlResult } from '@conf/common';

/** What settings.json holds. The token is only ever written encrypted by the OS keychain. */
interface StoredSettings {
  serverUrl: string | null;
  notificationsEnabled: boolean;
  encryptedToken: string | null;
}

const DEFAULTS: StoredSettings = {
  serverUrl: null,
  notificationsEnabled: true,
  encryptedToken: null,
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
      encryptedToken: typeof record.encryptedToken === 'string' ? record.encryptedToken : null,
    };
  } catch {
    // First run, or a damaged file: start over rather than refuse to open.
    return { ...DEFAULTS };
  }
}

/**
 * The console's settings, in `settings.json` under the user-data folder: the server chosen on
 * first run, the notifications switch and the organiser's token. Where the OS offers no
 * encryption the token is kept in memory for this session only.
 */
export class SettingsStore {
  private readonly file: string;
  private stored: StoredSettings;
  private sessionToken: string | null = null;

  constructor(userDataDir: string) {
    this.file = path.join(userDataDir, 'settings.json');
    this.stored = readStored(this.file);
  }

  get serverUrl(): string | null {
    return this.stored.serverUrl;
  }

  get notificationsEnabled(): boolean {
    return this.stored.notificationsEnabled;
  }

  snapshot(): DesktopSettings {
    return {
      serverUrl: this.stored.serverUrl,
      notificationsEnabled: this.stored.notificationsEnabled,
      canPersistToken: safeStorage.isEncryptionAvailable(),
    };
  }

  /** A new server forgets the token: it was issued by the previous one. */
  setServerUrl(input: string): SetServerUrlResult {
    const serverUrl = normalizeServerUrl(input);
    if (!serverUrl) return { ok: false, error: 'desktop.serverUrl.invalid' };
    if (serverUrl !== this.stored.serverUrl) {
      this.stored = { ...this.stored, serverUrl, encryptedToken: null };
      this.sessionToken = null;
      this.save();
    }
    return { ok: true, serverUrl };
  }

  setNotificationsEnabled(enabled: boolean): void {
    this.stored = { ...this.stored, notificationsEnabled: enabled };
    this.save();
  }

  get token(): string | null {
    if (this.sessionToken) return this.sessionToken;
    const encrypted = this.stored.encryptedToken;
    if (!encrypted || !safeStorage.isEncryptionAvailable()) return null;
    try {
      return safeStorage.decryptString(Buffer.from(encrypted, 'base64'));
    } catch {
      return null;
    }
  }

  setToken(token: string | null): void {
    this.sessionToken = token;
    const encryptedToken =
      token && safeStorage.isEncryptionAvailable()
        ? safeStorage.encryptString(token).toString('base64')
        : null;
    this.stored = { ...this.stored, encryptedToken };
    this.save();
  }

  private save(): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    // Write then rename, so a crash mid-write never leaves half a file.
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(this.stored, null, 2), { mode: 0o600 });
    renameSync(temp, this.file);
  }
}
