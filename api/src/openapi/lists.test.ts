import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listRoutes, type RouteSpec } from '@conf/common';
import type { CreatedUser } from '../test/factories.js';
import { createReviewer, topicIds } from '../test/reviews.js';
import { clientOf } from '../test/routes.js';
import { useTestWorld } from '../test/world.js';

const world = useTestWorld();
let reviewer: CreatedUser;
beforeAll(async () => {
  reviewer = await createReviewer(world.app.ctx, await topicIds(world.app.ctx));
});
/** An organiser, or a reviewer for the reviewer's own lists (which organisers do not reach). */
const allowedCaller = (route: RouteSpec) =>
  clientOf(world.app.url, route.access === 'reviewer' ? reviewer : world.admin);

type ListRoute = RouteSpec & { query: z.ZodType };

const queryFields = (route: RouteSpec) =>
  Object.keys((route.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
const withQuery = (route: RouteSpec): route is ListRoute => route.query !== undefined;

/** Every route of the contract whose query takes `sort`: the lists and their exports. */
const sorted = listRoutes().flatMap(({ name, route }) =>
  withQuery(route) && queryFields(route).includes('sort') ? [[name, route] as const] : [],
);
/** Every route that answers a page of a list. */
const paged = listRoutes().flatMap(({ name, route }) =>
  withQuery(route) && route.reply.kind === 'json' && route.reply.type.startsWith('Paginated<')
    ? [[name, route] as const]
    : [],
);

describe('every list of the contract', () => {
  it('is found', () => {
    expect(sorted.length).toBeGreaterThanOrEqual(10);
    expect(paged.length).toBeGreaterThanOrEqual(9);
  });

  it.each(sorted)(
    '%s refuses an unknown sort field with 422 and the same message',
    async (_name, route) => {
      const res = await allowedCaller(route).raw(route, { query: { sort: 'passwordHash' } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        errors: { sort: ['This list cannot be sorted by that field'] },
      });
    },
  );

  it.each(paged)(
    '%s answers one page in the shape { data, total, page, pageSize }',
    async (_name, route) => {
      const res = await allowedCaller(route).raw(route, { query: { page: 1, pageSize: 2 } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: expect.any(Array),
        total: expect.any(Number),
        page: 1,
        pageSize: 2,
      });
      expect((res.body as { data: unknown[] }).data.length).toBeLessThanOrEqual(2);
    },
  );
});
