import { z } from 'zod';
import {
  API_PREFIX,
  isMultipart,
  listRoutes,
  type MultipartBody,
  type NamedRoute,
  type OpenApiDocument,
  type RouteSpec,
} from '@conf/common';

type JsonSchema = Record<string, unknown>;

/** Input shapes as a client writes them (before defaults and coercion). */
const toSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

function parameters(route: RouteSpec) {
  const from = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const json = toSchema(schema) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      schema: property,
    }));
  };
  return [...from(route.params, 'path'), ...from(route.query, 'query')];
}

function multipartSchema(body: MultipartBody): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    [body.file.field]: {
      type: 'string',
      format: 'binary',
      description: `One file: ${body.file.mime.join(', ')}`,
    },
  };
  const required = body.file.required ? [body.file.field] : [];
  if (body.jsonField) {
    properties[body.jsonField.name] = {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: toSchema(body.jsonField.schema),
    };
    required.push(body.jsonField.name);
  }
  if (body.fields) {
    const fields = toSchema(body.fields) as { properties?: Record<string, JsonSchema> };
    Object.assign(properties, fields.properties);
  }
  return { type: 'object', properties, required };
}

function requestBody(route: RouteSpec) {
  if (!route.body) return undefined;
  if (isMultipart(route.body)) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: multipartSchema(route.body) } },
    };
  }
  return { required: true, content: { 'application/json': { schema: toSchema(route.body) } } };
}

function success(route: RouteSpec) {
  const { reply } = route;
  if (reply.kind === 'empty') return { '204': { description: 'Done' } };
  if (reply.kind === 'file') {
    const content = Object.fromEntries(
      reply.mime.map((m) => [m, { schema: { type: 'string', format: 'binary' } }]),
    );
    return { '200': { description: 'A file', content } };
  }
  const headers = Object.entries(reply.headers ?? {}).map(([name, description]) => [
    name,
    { description, schema: { type: 'string' } },
  ]);
  return {
    [String(reply.status)]: {
      description: reply.type,
      ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
      content: { 'application/json': { schema: { description: reply.type } } },
    },
  };
}

function failures(route: RouteSpec) {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ERROR_REF } },
  });
  const out: Record<string, unknown> = {};
  if (route.access !== 'public') out['401'] = error('Not signed in, or the token is invalid');
  if (route.access === 'admin') out['403'] = error('Not an organiser');
  if (route.access === 'reviewer') out['403'] = error('Not a reviewer');
  if (route.access === 'user') out['403'] = error('A reviewer (this is the authors’ area)');
  if (route.refuseNavigation) {
    const navigation = 'Without the lang-code header or a bearer token (a plain link)';
    out['403'] = error(
      out['403'] ? 'A reviewer, or a plain link without lang-code or a bearer token' : navigation,
    );
  }
  if (route.params) out['404'] = error('Not found (or not yours)');
  if (route.params || route.query || route.body) out['422'] = error('Invalid input, per field');
  return out;
}

function operation({ name, domain, route }: NamedRoute) {
  return {
    operationId: name,
    tags: [domain],
    summary: route.summary,
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(route.access === 'public' ? { security: [] } : {}),
    parameters: [
      ...parameters(route),
      {
        name: 'lang-code',
        in: 'header',
        required: false,
        schema: { type: 'string', enum: ['en', 'az'] },
        description: 'Language of messages and localised content',
      },
    ],
    ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
    responses: { ...success(route), ...failures(route) },
    'x-access': route.access,
  };
}

/** `/theses/:id` in OpenAPI's spelling, `/theses/{id}`, under the `/api` server. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** The OpenAPI 3.1 document of every contract route. */
export function openApiDocument(serverUrl = API_PREFIX): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const named of listRoutes()) {
    const path = openApiPath(named.route.path);
    (paths[path] ??= {})[named.route.method.toLowerCase()] = operation(named);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'International Conference on Mathematics and Mechanics: API',
      version: '1',
      description:
        'Every request may carry `lang-code` (en or az). Errors answer `{ message, errors? }`, ' +
        'where `errors` maps a field to its messages. Sign in with POST /auth/login; send the ' +
        'token as `Authorization: Bearer …` (or rely on the httpOnly cookie in the browser).',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'auth._token' },
      },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
  };
}
