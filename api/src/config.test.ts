import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the JWT secret', () => {
  it('is generated once into DATA_DIR/secret and kept across restarts, in production too', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-secret-'));
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST: '' };
    const first = loadConfig(env);
    const second = loadConfig(env);
    expect(first.jwtSecretGenerated).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('is the configured one when JWT_SECRET is set', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, WEB_DIST: '' });
    expect(config.jwtSecret).toBe(secret);
    expect(config.jwtSecretGenerated).toBe(false);
  });
});
