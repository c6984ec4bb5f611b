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
  it('starts empty on first run, with notifications on, in Azerbaijani', () => {
    const settings = new SettingsStore(dir);
    expect(settings.snapshot()).toEqual({
      serverUrl: null,
      notificationsEnabled: true,
      canPersistToken: true,
      locale: 'az',
    });
    expect(settings.token).toBeNull();
  });

  it('remembers the console language, and tells subscribers of every change once', () => {
    const settings = new SettingsStore(dir);
    const heard: unknown[] = [];
    const stop = settings.subscribe((s) => heard.push([s.locale, s.notificationsEnabled]));
    settings.setLocale('en');
    settings.setLocale('en');
    settings.setNotificationsEnabled(false);
    settings.setNotificationsEnabled(false);
    stop();
    settings.setLocale('az');
    expect(heard).toEqual([
      ['en', true],
      ['en', false],
    ]);
    expect(new SettingsStore(dir).locale).toBe('az');
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

  it('takes plain http only for a server on this computer, with its own message', () => {
    const settings = new SettingsStore(dir);
    for (const elsewhere of ['http://conf.example.org', 'http://10.0.0.5:3000']) {
      expect(settings.setServerUrl(elsewhere), elsewhere).toEqual({
        ok: false,
        error: 'desktop.serverUrl.insecure',
      });
    }
    expect(settings.serverUrl).toBeNull();
    for (const [typed, serverUrl] of [
      ['http://localhost:3000/admin', 'http://localhost:3000'],
      ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ] as const) {
      expect(settings.setServerUrl(typed), typed).toEqual({ ok: true, serverUrl });
    }
  });

  it('forgets a stored plain-http address to another computer (first run again)', () => {
    writeFileSync(
      path.join(dir, 'settings.json'),
      JSON.stringify({ serverUrl: 'http://conf.example.org', notificationsEnabled: true }),
    );
    expect(new SettingsStore(dir).serverUrl).toBeNull();
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

  it('on Linux without a keyring (basic_text), keeps the token in memory only and says so once', () => {
    safeStorage.backend = 'basic_text';
    const settings = new SettingsStore(dir);
    expect(settings.snapshot().canPersistToken).toBe(false);
    expect(settings.takeTokenNotice()).toBe(false);
    settings.setToken('session.only');
    expect(settings.token).toBe('session.only');
    expect(fileText()).not.toContain('session.only');
    expect(JSON.parse(fileText()).encryptedToken).toBeNull();
    expect(settings.takeTokenNotice()).toBe(true);
    expect(settings.takeTokenNotice()).toBe(false);
    // After a restart: signed out, and not told again.
    const again = new SettingsStore(dir);
    expect(again.token).toBeNull();
    again.setToken('next.session');
    expect(again.takeTokenNotice()).toBe(false);
  });

  it('with a keyring, keeps the token and has nothing to say', () => {
    safeStorage.backend = 'kwallet6';
    const settings = new SettingsStore(dir);
    settings.setToken('kept');
    expect(settings.takeTokenNotice()).toBe(false);
    expect(new SettingsStore(dir).token).toBe('kept');
  });

  it('drops a token an earlier run stored with the basic_text key', () => {
    new SettingsStore(dir).setToken('written.before');
    expect(JSON.parse(fileText()).encryptedToken).not.toBeNull();
    safeStorage.backend = 'basic_text';
    expect(new SettingsStore(dir).token).toBeNull();
    expect(JSON.parse(fileText()).encryptedToken).toBeNull();
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
