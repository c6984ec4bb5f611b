import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, expect, inject, it } from 'vitest';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createSequelize } from './sequelize.js';
import { createDatabase, dropDatabase } from '../test/postgres.js';

const name = `conf_migrate_${randomBytes(4).toString('hex')}`;
afterAll(() => dropDatabase(inject('pgAdminUrl'), name));

it('lets two instances migrate the same empty database at once, each migration applied once', async () => {
  const url = await createDatabase(inject('pgAdminUrl'), name);
  const a = createSequelize(url);
  const b = createSequelize(url);
  const logger = pino({ level: 'silent' });
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
