import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFakeElectron, safeStorage } from '../test/fake-electron';
import { SettingsStore } from './settings';

let dir: string;
beforeEach(() => {
  resetFakeElectron();
  dir = mkdtempSync(path.join(tmpdir(), 'desktop-settings-'));
});

const fileText = () => readFileSync(path.join(dir, 'settings.json'), 'utf8');

describe('SettingsStore', () => {
  it('starts empty on first run, with notifications on', () => {
    const settings = new SettingsStore(dir);
    expect(settings.snapshot()).toEqual({
      serverUrl: null,
      notificationsEnabled: true,
      canPersistToken: true,
    });
    expect(settings.token).toBeNull();
  });

  it('remembers the server (as its origin) and the notifications switch across restarts', () => {
    const first = new SettingsStore(dir);
    expect(first.setServerUrl('  conf.example.org/admin ')).toEqual({
      ok: true,
      serverUrl: 'https://conf.example.org',
    });
    first.setNotificationsEnabled(false);
    const again = new SettingsStore(dir);
    expect(again.serverUrl).toBe('https://conf.example.org');
    expect(again.notificationsEnabled).toBe(false);
  });

  it('refuses addresses that are not http(s)', () => {
    const settings = new SettingsStore(dir);
    for (const bad of [
      '',
      'file:///etc',
      'javascript:alert(1)',
      'ftp://x.org',
      'https://user:pw@x.org',
    ]) {
      expect(settings.setServerUrl(bad)).toEqual({ ok: false, error: 'desktop.serverUrl.invalid' });
    }
    expect(settings.serverUrl).toBeNull();
  });

  it('keeps the token encrypted on disk and reads it back after a restart', () => {
    const settings = new SettingsStore(dir);
    settings.setServerUrl('https://conf.example.org');
    settings.setToken('secret.jwt.value');
    expect(fileText()).not.toContain('secret.jwt.value');
    expect(new SettingsStore(dir).token).toBe('secret.jwt.value');
  });

  it('does not write the token where the OS cannot encrypt it; it lasts the session only', () => {
    safeStorage.available = false;
    const settings = new SettingsStore(dir);
    settings.setToken('session.only');
    expect(settings.token).toBe('session.only');
    expect(fileText()).not.toContain('session.only');
    expect(JSON.parse(fileText()).encryptedToken).toBeNull();
    expect(new SettingsStore(dir).token).toBeNull();
  });

  it('forgets the token when the server changes', () => {
    const settings = new SettingsStore(dir);
    settings.setServerUrl('https://one.example.org');
    settings.setToken('token-of-one');
    settings.setServerUrl('https://two.example.org');
    expect(settings.token).toBeNull();
    expect(new SettingsStore(dir).token).toBeNull();
  });

  it('survives a damaged settings file', () => {
    writeFileSync(path.join(dir, 'settings.json'), '{ not json');
    expect(new SettingsStore(dir).serverUrl).toBeNull();
  });
});
