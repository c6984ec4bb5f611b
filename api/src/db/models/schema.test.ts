import { randomBytes } from 'node:crypto';
import type { Model, ModelAttributeColumnOptions, ModelStatic } from 'sequelize';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createSequelize } from '../sequelize.js';
import { createDatabase, dropDatabase } from '../../test/postgres.js';
import { createModels, type Models } from './index.js';

const name = `conf_schema_${randomBytes(4).toString('hex')}`;
let models: Models;
beforeAll(async () => {
  // The template is the database the migrations made.
  const url = await createDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  models = createModels(createSequelize(url));
});
afterAll(async () => {
  await models?.sequelize.close();
  await dropDatabase(inject('pgAdminUrl'), name);
});

/** A column as both sides can state it; null where the model leaves it unsaid. */
interface Column {
  type: string;
  allowNull: boolean | null;
  primaryKey: boolean;
  defaultValue: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

it('describes every table as the migrations made it: its columns, their types, nulls, keys and defaults', async () => {
  const { sequelize, ...byName } = models;
  const qi = sequelize.getQueryInterface();
  for (const model of Object.values(byName) as ModelStatic<Model>[]) {
    const table = await qi.describeTable(model.getTableName());
    const stated: Record<string, Column> = {};
    const made: Record<string, Column> = {};
    for (const attribute of Object.values<ModelAttributeColumnOptions>(model.getAttributes())) {
      const field = attribute.field ?? '';
      const column = table[field];
      const type = (attribute.type as { toSql(): string }).toSql();
      stated[field] = {
        type: type.endsWith('[]') ? 'ARRAY' : type,
        allowNull: attribute.allowNull ?? null,
        primaryKey: attribute.primaryKey ?? false,
        defaultValue: attribute.defaultValue === undefined ? null : text(attribute.defaultValue),
      };
      if (!column) continue;
      made[field] = {
        type: column.type.replace('CHARACTER VARYING', 'VARCHAR'),
        // Sequelize fills its timestamps and the serial key, whose nulls the models leave unsaid.
        allowNull: attribute.allowNull === undefined ? null : column.allowNull,
        primaryKey: column.primaryKey,
        // A default only the table has (a serial key's sequence, now()) is the database's own.
        defaultValue: attribute.defaultValue === undefined ? null : text(column.defaultValue),
      };
    }
    for (const [field, column] of Object.entries(table)) {
      made[field] ??= { ...column, defaultValue: text(column.defaultValue) };
    }
    expect(stated, model.name).toEqual(made);
  }
});
