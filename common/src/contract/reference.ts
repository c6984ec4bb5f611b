import { defineRoute, file, json } from './route.js';

/** An OpenAPI 3.1 document (its shape is the standard's, not ours). */
export type OpenApiDocument = Record<string, unknown> & { openapi: string; paths: object };

/** The API's own description, generated from this contract. */
export const referenceRoutes = {
  openapi: defineRoute({
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the contract',
    reply: json<OpenApiDocument>('OpenApiDocument'),
  }),
  docs: defineRoute({
    method: 'GET',
    path: '/docs',
    access: 'public',
    summary: 'A readable reference of this API (HTML)',
    reply: file('text/html'),
  }),
} as const;
