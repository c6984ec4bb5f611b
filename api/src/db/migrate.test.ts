import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { DataTypes } from 'sequelize';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Migration } from './migrations/types.js';
import { createSequelize } from './sequelize.js';
import { runApiSource } from '../test/child.js';
import { createDatabase, dropDatabase } from '../test/postgres.js';

const created: string[] = [];
afterAll(() => Promise.all(created.map((n) => dropDatabase(inject('pgAdminUrl'), n))));
const logger = pino({ level: 'silent' });

async function emptyDatabase() {
  const name = `conf_migrate_${randomBytes(4).toString('hex')}`;
  created.push(name);
  return createDatabase(inject('pgAdminUrl'), name);
}

async function tableExists(url: string, table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT to_regclass($1) AS t', [table]);
    return rows[0].t !== null;
  } finally {
    await client.end();
  }
}

async function recorded(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT name FROM schema_migrations ORDER BY name');
    return rows.map((r: { name: string }) => r.name);
  } finally {
    await client.end();
  }
}

/** `npm run migrate` in a child process, as a real start would run it. */
function migrateChild(url: string) {
  return runApiSource('cli/migrate.ts', {
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'conf-migrate-')),
    LOG_LEVEL: 'info',
  });
}

describe('migrations', () => {
  it('lets two instances migrate the same empty database at once, each migration applied once', async () => {
    const url = await emptyDatabase();
    const a = createSequelize(url);
    const b = createSequelize(url);
    try {
      const [appliedA, appliedB] = await Promise.all([
        migrate(a, url, logger),
        migrate(b, url, logger),
      ]);
      // One instance did all the work under the lock; the other found nothing left to do.
      expect([...appliedA, ...appliedB].sort()).toEqual(migrations.map((m) => m.name).sort());
      const [rows] = await a.query('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows).toHaveLength(migrations.length);
      const [[{ count }]] = (await a.query('SELECT count(*)::int AS count FROM languages')) as [
        [{ count: number }],
        unknown,
      ];
      expect(count).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('undoes every step of a migration that fails half-way, and records nothing of it', async () => {
    const url = await emptyDatabase();
    const sequelize = createSequelize(url);
    const halfWay: Migration = {
      name: '9999-half-way',
      async up({ context: qi }) {
        await qi.createTable('half_way', { id: { type: DataTypes.INTEGER, primaryKey: true } });
        await qi.bulkInsert('half_way', [{ id: 1 }]);
        await qi.sequelize.query('CREATE INDEX half_way_idx ON half_way (id)');
        throw new Error('the process died here');
      },
    };
    try {
      await expect(migrate(sequelize, url, logger, [migrations[0]!, halfWay])).rejects.toThrow(
        /died here/,
      );
      expect(await tableExists(url, 'half_way')).toBe(false);
      expect(await recorded(url)).toEqual([migrations[0]!.name]);
      // The next start runs it again from nothing, here without the fault.
      const fixed: Migration = {
        ...halfWay,
        up: async ({ context: qi }) => {
          await qi.createTable('half_way', { id: { type: DataTypes.INTEGER, primaryKey: true } });
        },
      };
      expect(await migrate(sequelize, url, logger, [migrations[0]!, fixed])).toEqual([
        '9999-half-way',
      ]);
    } finally {
      await sequelize.close();
    }
  });

  it('restarts cleanly after kill -9 inside a migration', async () => {
    const url = await emptyDatabase();
    const workflow = migrations.findIndex((m) => m.name === '0010-workflow');
    expect(workflow).toBeGreaterThan(0);
    const sequelize = createSequelize(url);
    await migrate(sequelize, url, logger, migrations.slice(0, workflow));
    await sequelize.close();

    // 0010-workflow creates `topics`, then `participants` with a key to `users`: holding `users`
    // locked stops the child right there, inside the migration, with `topics` already made.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const first = migrateChild(url);
    try {
      await waitFor(async () => {
        // Not through `holder`: a transaction sees one snapshot of pg_stat_activity.
        const { rows } = await watcher.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'
              AND pid <> pg_backend_pid()`,
        );
        return rows[0].n > 0;
      }, first.output);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
      await watcher.end();
    }

    // Nothing of the killed migration is left, so the restart runs it whole and succeeds.
    expect(await tableExists(url, 'topics')).toBe(false);
    expect(await recorded(url)).not.toContain('0010-workflow');
    const second = migrateChild(url);
    expect(await second.exited, second.output()).toBe(0);
    expect((await recorded(url)).sort()).toEqual(migrations.map((m) => m.name).sort());
  }, 90_000);

  it('restarts cleanly after kill -9 at moments taken as they come during a first start', async () => {
    const url = await emptyDatabase();
    for (const delay of [0, 300]) {
      const run = migrateChild(url);
      await waitFor(async () => run.output().includes('"event":"migrating"'), run.output);
      await new Promise((r) => setTimeout(r, delay));
      run.child.kill('SIGKILL');
      await run.exited;
    }
    const last = migrateChild(url);
    expect(await last.exited, last.output()).toBe(0);
    expect((await recorded(url)).sort()).toEqual(migrations.map((m) => m.name).sort());
  }, 120_000);
});

it('migrates a database whose rows still carry the names of before the renumbering', async () => {
  const oldNamed = `conf_migrate_${randomBytes(4).toString('hex')}_old`;
  const url = await createDatabase(inject('pgAdminUrl'), oldNamed, inject('pgTemplate'));
  const db = createSequelize(url);
  const names = async () =>
    ((await db.query('SELECT name FROM schema_migrations ORDER BY name'))[0] as { name: string }[])
      .map((r) => r.name)
      .sort();
  try {
    // As a database migrated before 0000-migration-names existed left it.
    await db.query("DELETE FROM schema_migrations WHERE name = '0000-migration-names'");
    await db.query(
      "UPDATE schema_migrations SET name = '0020-messages' WHERE name = '0004-messages'",
    );
    const applied = await migrate(db, url, pino({ level: 'silent' }));
    // Only the renaming ran: the messages table was not created a second time.
    expect(applied).toEqual(['0000-migration-names']);
    expect(await names()).toEqual(migrations.map((m) => m.name).sort());
    expect(await migrate(db, url, pino({ level: 'silent' }))).toEqual([]);
  } finally {
    await db.close();
    await dropDatabase(inject('pgAdminUrl'), oldNamed);
  }
});

it('runs the migrations in the order of their numbers', () => {
  const numbers = migrations.map((m) => Number(/^(\d{4})-/.exec(m.name)?.[1]));
  expect(numbers.every(Number.isInteger)).toBe(true);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(new Set(numbers).size).toBe(numbers.length);
});

it('keeps migrations frozen: they import sequelize, node and their own folder only', () => {
  const dir = path.join(import.meta.dirname, 'migrations');
  const imports = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) =>
      [...readFileSync(path.join(dir, f), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map(
        (m) => `${f}: ${m[1]}`,
      ),
    );
  expect(imports.length).toBeGreaterThan(migrations.length);
  const live = imports.filter((i) => !/: (sequelize|umzug|node:\w+|\.\/[\w.-]+\.js)$/.test(i));
  expect(live).toEqual([]);
});

async function waitFor(check: () => Promise<boolean>, output: () => string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`gave up waiting; child printed:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
