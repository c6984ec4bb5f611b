import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rendererResponse } from './protocol';

let dir: string;
beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'desktop-renderer-'));
  dir = path.join(root, 'renderer');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'secret.txt'), 'outside');
});

const SERVER = 'https://conf.example.org';

describe('app:// protocol', () => {
  it('serves index.html with the CSP for every console route', async () => {
    const response = await rendererResponse(dir, 'app://console/admin/messages/4', SERVER);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('id="root"');
    expect(response.headers.get('content-security-policy')).toContain('connect-src');
    expect(response.headers.get('content-security-policy')).toContain('wss://conf.example.org');
  });

  it('serves the built assets with their type', async () => {
    const response = await rendererResponse(dir, 'app://console/assets/main.js', SERVER);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves nothing outside the renderer folder, nor missing files, nor other hosts', async () => {
    expect((await rendererResponse(dir, 'app://console/%2e%2e/secret.txt', SERVER)).status).toBe(
      404,
    );
    expect((await rendererResponse(dir, 'app://console/..%2fsecret.txt', SERVER)).status).toBe(404);
    expect((await rendererResponse(dir, 'app://console/assets/missing.js', SERVER)).status).toBe(
      404,
    );
    expect((await rendererResponse(dir, 'app://elsewhere/index.html', SERVER)).status).toBe(404);
  });

  it('answers a malformed escape with 400 instead of throwing', async () => {
    for (const bad of ['app://console/%E0%A4%A', 'app://console/assets/%zz.js', 'app://console/%'])
      expect((await rendererResponse(dir, bad, SERVER)).status).toBe(400);
  });
});
