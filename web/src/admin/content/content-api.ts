import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';

type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];
type ContentRoutes = typeof contract.pages.admin | typeof contract.news.admin;

/**
 * Pages and news in the console: the two resources have the same routes (the contract builds
 * both from one factory), so one set of endpoints is built per kind by this one helper. Their
 * lists go through the list scaffold (useAdminList).
 */
function contentEndpoints<R extends ContentRoutes>(build: Build, routes: R, tag: 'Page' | 'News') {
  type Dto = ReplyOf<R['get']>;
  // Each endpoint's argument is typed by its own route (R); inside this generic body TypeScript
  // cannot resolve those types, so the bodies are handed on as the routes' union.
  type Body<K extends 'create' | 'createRelation' | 'update'> = BodyOf<ContentRoutes[K]>;
  /** A change of the item `id` (its translation, its edit). */
  type Edit = 'createRelation' | 'update';
  const edit = <K extends 'createRelation' | 'update'>(verb: K) =>
    build.mutation<Dto, { id: number; body: BodyOf<R[K]> }>({
      query: ({ id, body }) =>
        call<ContentRoutes[Edit]>(routes[verb], { params: { id }, body: body as Body<Edit> }),
      invalidatesTags: [tag],
    });
  return {
    get: build.query<Dto, number>({
      query: (id) => call<ContentRoutes['get']>(routes.get, { params: { id } }),
      providesTags: [tag],
    }),
    create: build.mutation<Dto, BodyOf<R['create']>>({
      query: (body) =>
        call<ContentRoutes['create']>(routes.create, { body: body as Body<'create'> }),
      invalidatesTags: [tag],
    }),
    createRelation: edit('createRelation'),
    update: edit('update'),
    publish: build.mutation<Dto, { id: number; isPublished: boolean }>({
      query: ({ id, isPublished }) =>
        call<ContentRoutes['publish']>(routes.publish, {
          params: { id },
          body: { isPublished },
        }),
      invalidatesTags: [tag],
    }),
  };
}

type Endpoints<R extends ContentRoutes> = ReturnType<typeof contentEndpoints<R>>;
export type KindKey = 'Pages' | 'News';

/** `{ get, create }` as `{ getPages, createPages }`: one slice holds both kinds' endpoints. */
function named<K extends KindKey, T extends object>(kind: K, endpoints: T) {
  return Object.fromEntries(
    Object.entries(endpoints).map(([verb, endpoint]) => [`${verb}${kind}`, endpoint]),
  ) as { [V in keyof T as `${V & string}${K}`]: T[V] };
}

export const contentAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...named('Pages', contentEndpoints(build, contract.pages.admin, 'Page')),
    ...named('News', contentEndpoints(build, contract.news.admin, 'News')),
  }),
});

type Verb = keyof Endpoints<ContentRoutes>;
const VERBS: readonly Verb[] = ['get', 'create', 'createRelation', 'update', 'publish'];

/** One kind's endpoints by what they do (`get`, `create`, …), with their hooks. */
export function kindEndpoints<K extends KindKey>(kind: K) {
  const all = contentAdminApi.endpoints;
  return Object.fromEntries(VERBS.map((verb) => [verb, all[`${verb}${kind}`]])) as {
    [V in Verb]: (typeof all)[`${V}${K}`];
  };
}
