import {
  col,
  literal,
  Op,
  QueryTypes,
  Utils,
  type Attributes,
  type Includeable,
  type Model,
  type ModelStatic,
  type OrderItem,
  type WhereOptions,
} from 'sequelize';
import type { Paginated, SortKey } from '@conf/common';

/** The rows of one page: what a finder passes to LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A finder's answer: one page of rows and how many there are in all (findAndCountAll's shape). */
export interface Found<Row> {
  rows: Row[];
  count: number;
}

/**
 * One page of a list in the shape every list answers: the finder reads the window's rows and the
 * total, `present` whitelists each row for the wire.
 */
export async function paginate<Row, T>(
  query: { page: number; pageSize: number },
  finder: (window: PageWindow) => Promise<Found<Row>>,
  present: (row: Row) => T,
): Promise<Paginated<T>> {
  const { page, pageSize } = query;
  const { rows, count } = await finder({ limit: pageSize, offset: (page - 1) * pageSize });
  return { data: rows.map(present), total: count, page, pageSize };
}

/** `%text%` for ILIKE, with the pattern characters of the user's text taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How one sortable field orders, both ways. */
export type SortColumn = (direction: 'ASC' | 'DESC') => OrderItem[];

/** The columns of a list's sort fields: each by its own attribute unless `special` says how. */
export function sortColumns<F extends string>(
  fields: readonly F[],
  special: Partial<Record<F, SortColumn>> = {},
): Record<F, SortColumn> {
  const plain =
    (field: F): SortColumn =>
    (d) => [[field, d]];
  return Object.fromEntries(fields.map((f) => [f, special[f] ?? plain(f)])) as Record<
    F,
    SortColumn
  >;
}

/**
 * The ORDER BY of a list's `sort`, which the list's schema (`sortBy` in common) has already
 * limited to its fields; the id breaks ties so that pages never overlap.
 */
export function orderBy<F extends string>(
  sort: SortKey<F> | undefined,
  columns: Record<F, SortColumn>,
  fallback: SortKey<F>,
): OrderItem[] {
  const key = sort ?? fallback;
  const direction = key.startsWith('-') ? 'DESC' : 'ASC';
  const field = (direction === 'DESC' ? key.slice(1) : key) as F;
  return [...columns[field](direction), ['id', direction]];
}

/** What a list finds: its filter, the includes the filter or the order needs, its order. */
export interface PageSpec<M extends Model> {
  where?: WhereOptions<Attributes<M>>;
  /** Associations the filter (`$user.name$`, a required include's where) or the order reads. */
  joins?: Includeable[];
  /**
   * The joins the count needs, when the list knows they are fewer than `joins` (a required join
   * along a non-null foreign key drops no row). By default the count keeps the joins that can
   * drop a row (countingJoins below).
   */
  countJoins?: Includeable[];
  /** The order, ending in the id (orderBy above), so that it is total. */
  order: OrderItem[];
  /** What each row of the page is presented with. */
  include?: Includeable[];
  /**
   * The where holds a text search of the row's own columns (ILIKE, served by trigram indexes).
   * Walking the order's index and testing each row stops soon when the matches are many, but
   * reads most of the index when they are few or lie at its far end (a title word matches only
   * presentations, which the certificates' default order puts last). So when the count finds
   * them few, the page is sorted from the matches instead (fewMatches below).
   */
  search?: boolean;
  /**
   * Reads the ids of a window in the list's order, or in the opposite one when `reversed`, where
   * a join cannot walk an index in that order (users by their country's name): the list's own
   * query replaces the ids step. Filter and count stay findPage's.
   */
  pageIds?: (
    where: WhereOptions<Attributes<M>> | undefined,
    window: PageWindow,
    reversed: boolean,
  ) => Promise<number[]>;
}

/** Below this offset a page is read from the front at once, beside the count. */
const SHALLOW = 1_000;

/**
 * Up to this many matches of a search, sorting them beats walking the order's index: at 100,000
 * users a walk tested some 9,000 rows to find a page of 233 matches (12 ms), sorting the 233
 * took 4 ms; at 2,300 matches spread through the table the walk took 2 ms and the sort 8.
 */
const FEW_MATCHES = 2_000;

/**
 * The SQL of a plain select of `model` (no includes), its where written as findAll writes it:
 * for the few queries a list needs that Sequelize cannot express, built around this.
 */
export function selectSql<M extends Model>(
  model: ModelStatic<M>,
  options: {
    attributes: string[];
    where?: WhereOptions<Attributes<M>>;
    order?: OrderItem[];
    limit?: number;
  },
): string {
  const generator = model.sequelize!.getQueryInterface().queryGenerator as unknown as {
    selectQuery(table: unknown, options: object, model: ModelStatic<M>): string;
  };
  const where = options.where ? Utils.mapWhereFieldNames(options.where, model) : undefined;
  return generator
    .selectQuery(model.getTableName(), { ...options, where }, model)
    .replace(/;$/, '');
}

const FLIP = { ASC: 'DESC', DESC: 'ASC' } as const;

/**
 * `pageIds` for a list ordered by a column of a small table its rows reference along a NOT NULL
 * foreign key (users by their country's name, abstracts by their topic's position), then by id.
 * No index of the rows is in that order, so the join sorted every row for each page. The parents
 * are few: walked in their order, each gives its first rows by the (foreign key, id) index, only
 * as many as the window can need, and just those are sorted. Along a NOT NULL foreign key the
 * rows are those of the join, in its order.
 */
export function idsByParent<M extends Model>(
  model: ModelStatic<M>,
  parent: {
    /** The parent's table, and its alias (the association's name) in `sortKey` and `foreignKey`. */
    table: string;
    as: string;
    /** The rows' attribute that references the parent's id. */
    foreignKey: string;
    /** The parent's sort expression, written with its bare column names. */
    sortKey: string;
    direction: 'ASC' | 'DESC';
  },
): NonNullable<PageSpec<M>['pageIds']> {
  return async (where, { limit, offset }, reversed) => {
    const dir = reversed ? FLIP[parent.direction] : parent.direction;
    const rows = selectSql(model, {
      attributes: ['id'],
      where: {
        [Op.and]: [where ?? {}, { [parent.foreignKey]: { [Op.eq]: col(`${parent.as}.id`) } }],
      } as WhereOptions<Attributes<M>>,
      order: [['id', dir]],
      limit: offset + limit,
    });
    // The parents' subquery is in their order, so only the rows of each parent are sorted.
    const found = await model.sequelize!.query<{ id: number }>(
      `SELECT "${model.name}"."id" FROM (SELECT "id", ${parent.sortKey} AS "key"
         FROM "${parent.table}" ORDER BY 2 ${dir}) AS "${parent.as}"
       CROSS JOIN LATERAL (${rows}) AS "${model.name}"
       ORDER BY "${parent.as}"."key" ${dir}, "${model.name}"."id" ${dir}
       LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      { type: QueryTypes.SELECT },
    );
    return found.map((r) => r.id);
  };
}

/**
 * The where `id = ANY(ARRAY(SELECT id ... WHERE <where>))`: the planner runs the subquery once,
 * by the search's own indexes, and cannot turn it into a walk of the order's index testing every
 * row, as it does with the same condition in the outer query.
 */
function fewMatches<M extends Model>(model: ModelStatic<M>, where: WhereOptions<Attributes<M>>) {
  const matching = selectSql(model, { attributes: ['id'], where });
  return { id: { [Op.eq]: literal(`ANY(ARRAY(${matching}))`) } } as unknown as WhereOptions<
    Attributes<M>
  >;
}

/**
 * One page of a list in three narrow steps where findAndCountAll makes one wide join: the total;
 * the ids of the page, reading only the columns the filter and order need (so an index in the
 * list's order serves it and stops at the LIMIT, instead of joining and sorting whole rows);
 * then those rows with their includes. A page in the back half is read from the other end in
 * the opposite order, so the last page costs what the first does. Same rows, same order and
 * same total as findAndCountAll({ where, include, order, limit, offset }).
 */
export async function findPage<M extends Model>(
  model: ModelStatic<M>,
  spec: PageSpec<M>,
  { limit, offset }: PageWindow,
): Promise<Found<M>> {
  const joins = (spec.joins ?? []).map(withoutColumns);
  const countJoins =
    spec.countJoins?.map(withoutColumns) ?? (namesJoins(spec.where) ? joins : countingJoins(joins));
  // Without an include Sequelize counts `*`, which any index of the table answers (the smallest),
  // where `count(id)` reads the primary key's and tests each id: 3.6 ms instead of 5.6 for
  // 100,000 users. The id is never NULL, so the number is the same.
  const counting = model.count({
    where: spec.where,
    ...(countJoins.length ? { include: countJoins } : {}),
  });
  const idsOf = async (
    where: WhereOptions<Attributes<M>> | undefined,
    reverse: boolean,
    window: PageWindow,
  ) => {
    if (spec.pageIds) return spec.pageIds(where, window, reverse);
    const rows = (await model.findAll({
      attributes: ['id'],
      where,
      include: joins,
      order: reverse ? reversed(spec.order) : spec.order,
      ...window,
      subQuery: false,
      raw: true,
    })) as unknown as { id: number }[];
    return rows.map((r) => r.id);
  };

  let count: number;
  let ids: number[];
  if (offset < SHALLOW && !spec.search) {
    [count, ids] = await Promise.all([counting, idsOf(spec.where, false, { limit, offset })]);
  } else {
    count = await counting;
    if (offset >= count) return { rows: [], count };
    const where =
      spec.search && count <= FEW_MATCHES && spec.where && !namesJoins(spec.where)
        ? fewMatches(model, spec.where)
        : spec.where;
    const fromEnd = offset >= SHALLOW && offset + limit / 2 > count / 2;
    ids = fromEnd
      ? (
          await idsOf(where, true, {
            limit: Math.min(limit, count - offset),
            offset: Math.max(0, count - offset - limit),
          })
        ).reverse()
      : await idsOf(where, false, { limit, offset });
  }
  if (ids.length === 0) return { rows: [], count };
  const rows = await model.findAll({
    where: { id: ids } as unknown as WhereOptions<Attributes<M>>,
    include: spec.include,
  });
  const byId = new Map(rows.map((row) => [row.get('id') as number, row]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), count };
}

const hasKeys = (where: unknown) =>
  typeof where === 'object' &&
  where !== null &&
  (Object.keys(where).length > 0 || Object.getOwnPropertySymbols(where).length > 0);

/**
 * The joins that can change a count: those with a condition or marked required, keeping what
 * they nest that can. An optional join without a condition (a to-one association the order
 * reads, such as a user's country) changes no count, and counting 100,000 rows through it was
 * most of that count's cost.
 */
export function countingJoins(includes: Includeable[]): Includeable[] {
  return includes.flatMap((include) => {
    if (typeof include !== 'object' || !('association' in include || 'model' in include)) {
      return [include];
    }
    const { include: nested, ...rest } = include as {
      include?: Includeable[];
      where?: unknown;
      required?: boolean;
    };
    const inner = countingJoins(nested ?? []);
    const filters = hasKeys(rest.where) || rest.required === true || inner.length > 0;
    return filters ? [{ ...rest, ...(inner.length ? { include: inner } : {}) } as Includeable] : [];
  });
}

/** Whether a condition names a joined column (`$user.name$`) anywhere, whose join it needs. */
function namesJoins(where: unknown): boolean {
  if (typeof where !== 'object' || where === null) return false;
  if (Array.isArray(where)) return where.some(namesJoins);
  const own = where as Record<string | symbol, unknown>;
  return (
    Object.keys(own).some((key) => key.startsWith('$') && key.includes('.')) ||
    [...Object.keys(own), ...Object.getOwnPropertySymbols(own)].some((key) => namesJoins(own[key]))
  );
}

/** An include that filters or orders, reading none of its columns (nor its own includes'). */
function withoutColumns(include: Includeable): Includeable {
  if (typeof include !== 'object' || !('association' in include || 'model' in include)) {
    return include;
  }
  const { include: nested, ...rest } = include as { include?: Includeable[] };
  return {
    ...rest,
    attributes: [],
    ...(nested ? { include: nested.map(withoutColumns) } : {}),
  } as Includeable;
}

/** The exact opposite of a total order: every key's direction flipped (NULLs move with it). */
function reversed(order: OrderItem[]): OrderItem[] {
  const flip: Record<string, string> = { ASC: 'DESC', DESC: 'ASC' };
  return order.map((item) => {
    if (!Array.isArray(item)) return [item, 'DESC'] as OrderItem;
    const last = item[item.length - 1];
    if (typeof last === 'string' && flip[last.toUpperCase()]) {
      return [...item.slice(0, -1), flip[last.toUpperCase()]] as unknown as OrderItem;
    }
    return [...item, 'DESC'] as unknown as OrderItem;
  });
}
