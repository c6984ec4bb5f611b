import fc from 'fast-check';
import { z } from 'zod';
import { isMultipart, type RouteSpec } from '@conf/common';

/**
 * Hostile inputs for a route of the contract, built from its own schemas: a body that is valid
 * but for one hostile field reaches the handler and the database, a body of hostile noise tests
 * the parsing, and both are needed.
 */

/** Put into strings so an echo of the input is found in the answer. */
export const MARK = '<script>fz()</script>';

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  MARK,
  `"><img src=x onerror=alert(1)>${MARK}`,
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '%',
  '\\',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  '1e308',
  '9999-12-31',
  '0001-01-01',
  '2025-02-30',
  '25:99',
  'null',
  'true',
  '\ud800',
  '\u202e\u200b',
  'x'.repeat(20_000),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}${MARK}`),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 63), 1e308, -0),
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype'),
  hostileString,
);

/** Any JSON value, hostile where it can be. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
};

/** A value that a schema of this shape would likely accept (formats and bounds honoured). */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return fc.constantFrom('2025-09-04', '1990-04-12');
      if (schema.format === 'date-time') return fc.constant('2025-09-04T10:00:00Z');
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(schema.minimum ?? 1, -1000),
        max: Math.min(schema.maximum ?? 50, 1000),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return hostileJson;
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(fields.map(([k, s]) => [k, plausible(s, depth + 1)])), {
    requiredKeys: [],
  });
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/**
 * Inputs for a schema: plausible values with one field turned hostile, pure noise, or a
 * hostile value in every field.
 */
export function hostileFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const json = schema ? jsonSchemaOf(schema) : undefined;
  const keys = Object.keys(json?.properties ?? {});
  if (!json || keys.length === 0) return hostileJson;
  const valid = plausible(json) as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    fc
      .tuple(valid, fc.constantFrom(...keys), hostileJson)
      .map(([value, key, bad]) => ({ ...value, [key]: bad })),
    fc.record(Object.fromEntries(keys.map((k) => [k, hostileJson])), { requiredKeys: [] }),
    hostileJson,
  );
}

/** Path parameters and query values reach the API as strings. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

export interface HostileRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** JSON for a JSON route; for a multipart route, a form or raw text sent as multipart. */
  body: unknown;
}

/** A multipart body: its text fields, and whether a file part (a few random bytes) comes along. */
export interface HostileForm {
  fields: Record<string, string>;
  file: Uint8Array | null;
}

function hostileMultipart(body: NonNullable<RouteSpec['body']>): fc.Arbitrary<unknown> {
  if (!isMultipart(body)) return hostileFor(body);
  const { jsonField, fields } = body;
  const text: fc.Arbitrary<Record<string, string>> = jsonField
    ? hostileFor(jsonField.schema).map((v) => ({ [jsonField.name]: JSON.stringify(v) ?? '' }))
    : hostileFor(fields).map((v) =>
        typeof v === 'object' && v !== null && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asText(x)]))
          : { body: asText(v) },
      );
  const form = fc.record({
    fields: text,
    file: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: null }),
  });
  return fc.oneof(form, hostileString);
}

export function hostileRequest(route: RouteSpec): fc.Arbitrary<HostileRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.record(
    Object.fromEntries(
      names.map((n) => [n, fc.oneof(hostileString, fc.integer({ min: 1, max: 5 }).map(String))]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = hostileFor(route.query).map((q) =>
    typeof q === 'object' && q !== null && !Array.isArray(q)
      ? Object.fromEntries(
          Object.entries(q).map(([k, v]) => [k, Array.isArray(v) ? v.map(asText) : asText(v)]),
        )
      : { q: asText(q) },
  );
  const body = route.body ? hostileMultipart(route.body) : hostileJson;
  return fc.record({ params, query, body });
}
