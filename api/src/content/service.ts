import { randomUUID } from 'node:crypto';
import {
  Op,
  UniqueConstraintError,
  type Attributes,
  type CreationAttributes,
  type Model,
  type ModelStatic,
  type OrderItem,
  type WhereOptions,
} from 'sequelize';
import { otherLocale, type Locale } from '@conf/common';
import { auditedContentWrite, type ContentResource } from '../audit/content.js';
import type { AuditActor } from '../audit/record.js';
import { likePattern, type Found, type PageWindow } from '../db/list.js';
import type { Models } from '../db/models/index.js';
import type { AppError } from '../http/errors.js';

/** What pages and news share: one row per language; the languages of one item form a group. */
export interface Translatable {
  id: number;
  locale: Locale;
  translationGroup: string;
  isPublished: boolean;
}

/** A row with every language version of its group, itself included, by language. */
export interface WithGroup<M> {
  item: M;
  group: M[];
}

/** The filters both admin lists take. */
export interface ContentListQuery {
  locale?: Locale;
  published?: boolean;
  q?: string;
}

/** The form's input common to every write; creation also fixes the language. */
export interface Write {
  isPublished?: boolean;
}
export interface Creation {
  locale?: Locale;
  isPublished: boolean;
}

export interface ContentKind<M extends Model & Translatable, Input extends Write> {
  model: ModelStatic<M>;
  /** The kind's name in the audit trail, which records every organiser's write. */
  resource: ContentResource;
  notFound: () => AppError;
  /** The answer to a write that a unique index refused. */
  conflict: (err: UniqueConstraintError) => AppError;
  /** The stored columns of a write; an absent `isPublished` (or position) keeps its value. */
  columns: (input: Input) => Partial<Attributes<M>>;
}

/**
 * The organisers' side of one kind of translatable content: list, read, create (a new group or
 * the other-language version of one), edit, publish, delete. Pages and news differ only in their
 * columns and their conflicts, which the kind names. Each write and its audit event share one
 * transaction.
 */
export function contentService<M extends Model & Translatable, Input extends Write>(
  models: Pick<Models, 'sequelize' | 'AuditEvent'>,
  kind: ContentKind<M, Input>,
) {
  const { model, resource } = kind;
  // Sequelize cannot type a where clause or a row over a model type that is still generic; these
  // attributes are those of Translatable, which every kind's model has.
  const where = (w: object) => w as WhereOptions<Attributes<M>>;
  const refused = (err: unknown): never => {
    throw err instanceof UniqueConstraintError ? kind.conflict(err) : err;
  };

  async function find(id: number): Promise<M> {
    const item = await model.findByPk(id);
    if (!item) throw kind.notFound();
    return item;
  }

  /** Every language version of the given items' groups, keyed by group. */
  async function groupsOf(items: M[]): Promise<Map<string, M[]>> {
    const ids = [...new Set(items.map((i) => i.translationGroup))];
    const rows = ids.length
      ? await model.findAll({
          where: where({ translationGroup: { [Op.in]: ids } }),
          order: [['locale', 'ASC']],
        })
      : [];
    const groups = new Map<string, M[]>();
    for (const row of rows)
      groups.set(row.translationGroup, [...(groups.get(row.translationGroup) ?? []), row]);
    return groups;
  }

  async function withGroup(item: M): Promise<WithGroup<M>> {
    const groups = await groupsOf([item]);
    return { item, group: groups.get(item.translationGroup) ?? [item] };
  }

  const create = (
    actor: AuditActor,
    input: Input & Creation,
    locale: Locale,
    translationGroup: string,
  ) =>
    auditedContentWrite(
      models,
      actor,
      { resource, action: 'create', before: null },
      (transaction) =>
        model
          .create(
            {
              ...kind.columns(input),
              isPublished: input.isPublished,
              locale,
              translationGroup,
            } as Partial<Attributes<M>> as CreationAttributes<M>,
            { transaction },
          )
          .catch(refused),
    );

  return {
    withGroup,

    /** The filtered page of a list; `search` says which columns `q` looks in. */
    async list(
      query: ContentListQuery,
      options: { search: (pattern: string) => object; order: OrderItem[] },
      window: PageWindow,
    ): Promise<Found<WithGroup<M>>> {
      const filters: object[] = [];
      if (query.locale) filters.push({ locale: query.locale });
      if (query.published !== undefined) filters.push({ isPublished: query.published });
      if (query.q) filters.push(options.search(likePattern(query.q)));
      const { rows, count } = await model.findAndCountAll({
        where: where({ [Op.and]: filters }),
        order: options.order,
        ...window,
      });
      const groups = await groupsOf(rows);
      const entries = rows.map((item) => ({
        item,
        group: groups.get(item.translationGroup) ?? [item],
      }));
      return { rows: entries, count };
    },

    get: async (id: number) => withGroup(await find(id)),

    /** A new item in a group of its own. */
    async create(
      input: Input & Creation & { locale: Locale },
      actor: AuditActor,
    ): Promise<WithGroup<M>> {
      const item = await create(actor, input, input.locale, randomUUID());
      return { item, group: [item] };
    },

    /** The other-language version of the group that item `id` belongs to. */
    async createRelation(
      id: number,
      input: Input & Creation,
      actor: AuditActor,
    ): Promise<WithGroup<M>> {
      const source = await find(id);
      const locale = input.locale ?? otherLocale(source.locale);
      return withGroup(await create(actor, input, locale, source.translationGroup));
    },

    async update(id: number, input: Input, actor: AuditActor): Promise<WithGroup<M>> {
      const item = await find(id);
      await auditedContentWrite(models, actor, { resource, action: 'update', before: item }, (t) =>
        item.update(kind.columns(input), { transaction: t }).catch(refused),
      );
      return withGroup(item);
    },

    async setPublished(id: number, isPublished: boolean, actor: AuditActor): Promise<WithGroup<M>> {
      const item = await find(id);
      await auditedContentWrite(models, actor, { resource, action: 'publish', before: item }, (t) =>
        item.update({ isPublished } as Partial<Attributes<M>>, { transaction: t }),
      );
      return withGroup(item);
    },

    /** Removes one language version; the other versions of its group stay. */
    async remove(id: number, actor: AuditActor): Promise<void> {
      const item = await find(id);
      await auditedContentWrite(
        models,
        actor,
        { resource, action: 'delete', before: item },
        async (transaction) => {
          await item.destroy({ transaction });
          return null;
        },
      );
    },
  };
}

export type ContentService<M extends Model & Translatable, Input extends Write> = ReturnType<
  typeof contentService<M, Input>
>;
