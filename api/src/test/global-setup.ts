import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.js';
import { createSequelize } from '../db/sequelize.js';
import { createDatabase, dropDatabase, testServer } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * Once per run: picks the PostgreSQL server, builds a migrated template database, and hands both
 * to the test files, which each copy the template into a database of their own.
 */
export default async function setup(project: TestProject) {
  const server = await testServer();
  const template = `conf_tmpl_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(server.adminUrl, template);
  const sequelize = createSequelize(url);
  await migrate(sequelize, url, pino({ level: 'warn' }));
  await sequelize.close();

  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    await dropDatabase(server.adminUrl, template);
    await server.stop();
  };
}
