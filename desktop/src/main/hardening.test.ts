import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserWindow, FakeEvent, resetFakeElectron, shell } from '../test/fake-electron';
import {
  contentSecurityPolicy,
  hardenWindow,
  isSafeExternalUrl,
  isTrustedSender,
} from './hardening';
import { createMainWindow } from './window';

beforeEach(resetFakeElectron);

function hardened() {
  hardenWindow(createMainWindow('/p.cjs'));
  return BrowserWindow.all[0]!.webContents;
}

function navigate(url: string): FakeEvent {
  const event = new FakeEvent();
  hardened().emit('will-navigate', event, url);
  return event;
}

describe('hardening', () => {
  it('lets the console navigate within itself', () => {
    expect(navigate('app://console/admin/messages/3').defaultPrevented).toBe(false);
    expect(shell.opened).toEqual([]);
  });

  it('blocks navigation away from the console; a web link goes to the system browser instead', () => {
    expect(navigate('https://example.org/page').defaultPrevented).toBe(true);
    expect(shell.opened).toEqual(['https://example.org/page']);
  });

  it('blocks file: and javascript: navigation without opening anything', () => {
    resetFakeElectron();
    expect(navigate('file:///etc/passwd').defaultPrevented).toBe(true);
    resetFakeElectron();
    expect(navigate('javascript:alert(1)').defaultPrevented).toBe(true);
    expect(shell.opened).toEqual([]);
  });

  it('denies every new window and opens only http(s) links externally', () => {
    const contents = hardened();
    const open = (url: string) => contents.windowOpenHandler?.({ url });
    expect(open('https://example.org/a')).toEqual({ action: 'deny' });
    expect(open('http://example.org/b')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(open('app://console/admin')).toEqual({ action: 'deny' });
    expect(shell.opened).toEqual(['https://example.org/a', 'http://example.org/b']);
  });

  it('refuses webviews, every permission request and every permission check', () => {
    const contents = hardened();
    const attach = new FakeEvent();
    contents.emit('will-attach-webview', attach);
    expect(attach.defaultPrevented).toBe(true);
    const answers: boolean[] = [];
    contents.session.permissionHandler?.(contents, 'media', (granted) => answers.push(granted));
    expect(answers).toEqual([false]);
    const check = contents.session.permissionCheckHandler;
    expect(check).not.toBeNull();
    for (const permission of ['clipboard-read', 'notifications', 'media', 'storage-access'])
      expect(check?.(contents, permission, 'app://console')).toBe(false);
  });

  it('classifies external URLs', () => {
    expect(isSafeExternalUrl('https://x.org')).toBe(true);
    expect(isSafeExternalUrl('mailto:a@b.c')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });

  it('trusts IPC only from the console page', () => {
    expect(isTrustedSender({ senderFrame: { url: 'app://console/admin' } })).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: 'https://evil.example/' } })).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'app://other/admin' } })).toBe(false);
    expect(isTrustedSender({ senderFrame: null })).toBe(false);
  });

  it('allows the renderer to reach the configured server over http and ws, and nothing else', () => {
    const csp = contentSecurityPolicy('https://conf.example.org');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://conf.example.org wss://conf.example.org");
    expect(contentSecurityPolicy('http://10.0.0.5:3000')).toContain('ws://10.0.0.5:3000');
    expect(contentSecurityPolicy(null)).toContain("connect-src 'self';");
  });
});
