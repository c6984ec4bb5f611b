import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors.js';
import { listQuerySchema, sortBy, type SortKey } from './list.js';

describe('sortBy', () => {
  const schema = listQuerySchema.extend({ sort: sortBy(['title', 'createdAt']) });

  it('takes a listed field, up or down, and no sort at all', () => {
    expect(schema.parse({ sort: 'title' }).sort).toBe('title');
    expect(schema.parse({ sort: ' -createdAt ' }).sort).toBe('-createdAt');
    expect(schema.parse({}).sort).toBeUndefined();
    expectTypeOf(schema.parse({}).sort).toEqualTypeOf<SortKey<'title' | 'createdAt'> | undefined>();
  });

  it('refuses any other field with the one message of every list', () => {
    for (const sort of ['body', '--title', 'title,createdAt', '']) {
      const result = schema.safeParse({ sort });
      expect(result.success, sort).toBe(false);
      expect(fieldErrors(result.error!.issues)).toEqual({ sort: ['validation.sortField'] });
    }
  });

  it('lists the allowed values in the generated reference', () => {
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(json.properties?.sort).toMatchObject({
      enum: ['title', '-title', 'createdAt', '-createdAt'],
    });
  });
});
