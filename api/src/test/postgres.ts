import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';

/**
 * The PostgreSQL server tests run against: TEST_DATABASE_URL where set, otherwise an embedded
 * server started for this run in a temporary folder.
 */
export async function testServer(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return { adminUrl: fromEnv, stop: async () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'conf-test-pg-'));
  // As root, PostgreSQL runs as a separate system user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(
    path.join(dir, 'pg'),
    port,
    pino({ level: 'warn' }),
  );
  return { adminUrl: embedded.url, stop: () => embedded.stop() };
}

/** The URL of database `name` on the server that `adminUrl` points to. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates a database (optionally a copy of a template), retrying while the template is busy. */
export async function createDatabase(adminUrl: string, name: string, template?: string) {
  const sql = `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdminClient(adminUrl, (c) => c.query(sql));
      return databaseUrl(adminUrl, name);
    } catch (err) {
      const busy = (err as { code?: string }).code === '55006';
      if (!busy || attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string) {
  await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
