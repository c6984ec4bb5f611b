import type { Model, OrderItem } from 'sequelize';
import type { AdminContentRoutes, Locale } from '@conf/common';
import { paginate } from '../db/list.js';
import { handle, type MountedRoute } from '../http/route.js';
import type {
  ContentListQuery,
  ContentService,
  Creation,
  Translatable,
  WithGroup,
  Write,
} from './service.js';

/** How one kind of content is listed and shown to organisers. */
export interface AdminContent<
  M extends Model & Translatable,
  Dto,
  List,
  Create,
  Relation,
  Update extends Write,
> {
  routes: AdminContentRoutes<Dto, List, Create, Relation, Update>;
  service: ContentService<M, Update>;
  /** The condition of a search for `pattern` (an ILIKE pattern) in the kind's columns. */
  search: (pattern: string) => object;
  order: (query: List) => OrderItem[];
  /** Lists show items without their body. */
  present: (entry: WithGroup<M>, options: { withBody: boolean }) => Dto;
}

/**
 * The organisers' routes of one kind of translatable content, implemented once for pages and
 * news, as the contract's `adminContentRoutes` declares them once.
 */
export function adminContentRoutes<
  M extends Model & Translatable,
  Dto,
  List extends ContentListQuery & { page: number; pageSize: number },
  Create extends Update & Creation & { locale: Locale },
  Relation extends Update & Creation,
  Update extends Write,
>(content: AdminContent<M, Dto, List, Create, Relation, Update>): MountedRoute[] {
  const { routes, service } = content;
  const present = (entry: WithGroup<M>) => content.present(entry, { withBody: true });
  return [
    handle(routes.list, ({ input: { query } }) =>
      paginate(
        query,
        (window) =>
          service.list(query, { search: content.search, order: content.order(query) }, window),
        (entry) => content.present(entry, { withBody: false }),
      ),
    ),
    handle(routes.get, async ({ input }) => present(await service.get(input.params.id))),
    handle(routes.create, async ({ user, input }) =>
      present(await service.create(input.body, user)),
    ),
    handle(routes.createRelation, async ({ user, input }) =>
      present(await service.createRelation(input.params.id, input.body, user)),
    ),
    handle(routes.update, async ({ user, input }) =>
      present(await service.update(input.params.id, input.body, user)),
    ),
    handle(routes.publish, async ({ user, input }) =>
      present(await service.setPublished(input.params.id, input.body.isPublished, user)),
    ),
    handle(routes.remove, ({ user, input }) => service.remove(input.params.id, user)),
  ];
}
