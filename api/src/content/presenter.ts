import type { Translatable, WithGroup } from './service.js';

/** The entry's other language versions that `shown` lets through, each as `present` puts it. */
export function otherVersions<M extends Translatable, T>(
  { item, group }: WithGroup<M>,
  present: (version: M) => T,
  shown: (version: M) => boolean = () => true,
): T[] {
  return group.filter((v) => v.id !== item.id && shown(v)).map(present);
}

interface AdminViewable extends Translatable {
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Shows content to organisers; lists leave the body out. */
export type AdminPresenter<M, Dto> = (entry: WithGroup<M>, options: { withBody: boolean }) => Dto;

/**
 * How a kind of content looks to organisers: the bookkeeping, the kind's own `fields`, the body
 * when asked, and every other language version, published or not (`version` adds to each).
 */
export function adminPresenter<M extends AdminViewable, F extends object, V extends object>(
  fields: (item: M) => F,
  version: (other: M) => V,
) {
  return ({ item, group }: WithGroup<M>, options: { withBody: boolean }) => ({
    id: item.id,
    locale: item.locale,
    ...fields(item),
    ...(options.withBody ? { body: item.body } : {}),
    isPublished: item.isPublished,
    translationGroup: item.translationGroup,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    translations: otherVersions({ item, group }, (v) => ({
      id: v.id,
      locale: v.locale,
      isPublished: v.isPublished,
      ...version(v),
    })),
  });
}
