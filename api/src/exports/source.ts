import type {
  Attributes,
  FindOptions,
  IncludeOptions,
  Includeable,
  Model,
  ModelStatic,
  WhereOptions,
} from 'sequelize';

/** The rows of an export, read in batches while the file is written. */
export interface RowSource<Row> {
  /** How many rows the export holds, known before the first is sent (the audit records it). */
  count: number;
  batches(): AsyncGenerator<Row[]>;
}

/**
 * Rows per query: a batch's rows and its part of the file are built between two reads, so every
 * other request waits at most for one batch (a few milliseconds), never for the whole export.
 */
export const EXPORT_BATCH_ROWS = 1_000;

/** The list's joins, reading no column: they only filter and order. */
function joinsOnly(include: Includeable[] | Includeable | undefined): IncludeOptions[] {
  return [include ?? []].flat().map((i) => {
    const options = i as IncludeOptions;
    return { ...options, attributes: [], include: joinsOnly(options.include) };
  });
}

/** The name a to-one association's object has in a row. */
const aliasOf = (include: IncludeOptions) =>
  include.as ??
  (typeof include.association === 'string' ? include.association : include.association?.as);

/** `nest` answers a LEFT JOIN that found nothing as an object of nulls: it becomes null. */
export function missingAsNull(row: Record<string, unknown>, include: IncludeOptions[]) {
  for (const association of include) {
    const alias = aliasOf(association);
    const value = alias ? row[alias] : undefined;
    if (!alias || !value || typeof value !== 'object' || value instanceof Date) continue;
    const object = value as Record<string, unknown>;
    missingAsNull(object, [association.include ?? []].flat() as IncludeOptions[]);
    if (Object.values(object).every((v) => v === null)) row[alias] = null;
  }
}

/**
 * The rows a list finds, in the list's order, in batches: the ordered ids first, in one query
 * with exactly the list's filters, joins and sort (a few bytes a row), then each batch's rows with
 * their associations by id. A row deleted in between is left out; a changed one is exported as it
 * is now. The list's joins must be to-one, as those of a paginated list are; so must `read`'s.
 *
 * The rows are plain objects shaped like the model (attributes and to-one associations, no
 * instance methods): building Sequelize instances cost ten times the query, and reading their
 * attributes through getters as much again, on the event loop every other request waits for.
 */
export async function byOrderedIds<M extends Model & { id: number }>(
  model: ModelStatic<M>,
  list: Pick<FindOptions<Attributes<M>>, 'where' | 'include' | 'order'>,
  read: {
    /** The columns the export shows (and the id), instead of every one. */
    attributes?: (keyof Attributes<M> & string)[];
    /** The associations each row is read with; the list's own by default. */
    include?: IncludeOptions[];
    batchRows?: number;
  } = {},
): Promise<RowSource<M>> {
  const rowInclude = read.include ?? ([list.include ?? []].flat() as IncludeOptions[]);
  const batchRows = read.batchRows ?? EXPORT_BATCH_ROWS;
  const keys = (await model.findAll({
    where: list.where,
    include: joinsOnly(list.include),
    order: list.order,
    attributes: ['id'],
    raw: true,
  })) as unknown as { id: number }[];
  const ids = keys.map((k) => k.id);
  return {
    count: ids.length,
    async *batches() {
      for (let i = 0; i < ids.length; i += batchRows) {
        const slice = ids.slice(i, i + batchRows);
        const rows = (await model.findAll({
          where: { id: slice } as unknown as WhereOptions<Attributes<M>>,
          include: rowInclude,
          ...(read.attributes && { attributes: [...new Set(['id', ...read.attributes])] }),
          raw: true,
          nest: true,
        })) as unknown as (M & Record<string, unknown>)[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        yield slice.flatMap((id) => {
          const row = byId.get(id);
          if (row) missingAsNull(row, rowInclude);
          return row ?? [];
        });
      }
    },
  };
}
