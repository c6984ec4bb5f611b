import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { JsonReply, Locale, Paginated } from '@conf/common';
import type { AdminListRoute } from '../shell/admin-list-api';
import type { useT } from '../../app/intl';
import type { AdminColumn } from '../shell/admin-list';

/**
 * Pages and news are the same thing to organisers: translatable content in groups of language
 * versions, listed, edited, published and translated alike. A kind says what differs (its
 * routes, its own fields and columns, where visitors read it); the list and the form are one.
 */
export type Mode = 'create' | 'update' | 'relation';
export type KindName = 'pages' | 'news';

/** What every kind's item holds, as the console reads it. */
export interface ContentDto {
  id: number;
  locale: Locale;
  title: string;
  /** Absent in lists. */
  body?: string;
  isPublished: boolean;
  translations: { id: number; locale: Locale; isPublished: boolean }[];
}

/** What every kind's form holds. */
export interface ContentValues {
  locale: Locale;
  title: string;
  body: string;
  isPublished: boolean;
}

type Trigger<A, D> = (arg: A) => { unwrap(): Promise<D> };
export type MutationHook<A, D> = () => readonly [Trigger<A, D>, { isLoading: boolean }];
export type GetHook<D> = (
  id: number,
  options: { skip: boolean },
) => { data?: D; error?: unknown; isLoading: boolean; refetch: () => unknown };

/** The kind's own fields: `row` beside language and publication, `main` under the title. */
export interface KindFieldsProps<V> {
  slot: 'row' | 'main';
  values: V;
  errors: Record<string, string>;
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
}

export interface ContentKind<
  Dto extends ContentDto,
  V extends ContentValues,
  C extends z.ZodType,
  U extends z.ZodType,
> {
  name: KindName;
  /** Its list: the one of the admin lists whose rows are this kind's items. */
  listRoute: Extract<AdminListRoute, { reply: JsonReply<Paginated<Dto>> }>;
  /** The schemas of a new item (and of its translation) and of an edit. */
  schemas: { create: C; update: U };
  endpoints: {
    get: { useQuery: GetHook<Dto> };
    create: { useMutation: MutationHook<z.output<C>, Dto> };
    createRelation: { useMutation: MutationHook<{ id: number; body: z.output<C> }, Dto> };
    update: { useMutation: MutationHook<{ id: number; body: z.output<U> }, Dto> };
    publish: { useMutation: MutationHook<{ id: number; isPublished: boolean }, Dto> };
  };
  /** The kind's own values of a new item, and of a stored one. */
  blank(): Omit<V, keyof ContentValues>;
  valuesOf(item: Dto): Omit<V, keyof ContentValues>;
  Fields: ComponentType<KindFieldsProps<V>>;
  /** The kind's own columns, after the title and the language. */
  columns(t: ReturnType<typeof useT>, formatDate: (iso: string) => string): AdminColumn<Dto>[];
  /** Where visitors read a published item (a prefix-free site path). */
  publicPath(item: Dto): string;
  /** Whether the list links each published item to its place on the site. */
  viewFromList: boolean;
}
