import { col, fn, literal, Op, QueryTypes, type OrderItem, type WhereOptions } from 'sequelize';
import {
  ACADEMIC_DEGREES,
  ADMIN_USER_DEFAULT_SORT,
  addDays,
  CONFERENCE_TIME_ZONE,
  isReviewerRole,
  SOCKET_ROOMS,
  type AdminUserFilters,
  type AdminUserListQuery,
  type AdminUserSortField,
  type Locale,
  type Role,
  type SortKey,
  zonedDayStart,
} from '@conf/common';
import { recordAudit, type AuditActor } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { findPage, idsByParent, likePattern, type Found, type PageWindow } from '../db/list.js';
import { byOrderedIds, type RowSource } from '../exports/source.js';
import { releaseReviewer } from '../reviews/reviewer-topics.js';
import { USER_EXPORT_READS } from './export.js';

/** More words than this in a search box are not a search but a paste; the rest are ignored. */
const MAX_SEARCH_WORDS = 6;
const SEARCHED_COLUMNS = ['name', 'surname', 'email', 'institution'] as const;
const withCountry = [{ association: 'country' }];

/**
 * Every word of the search must appear in one of the searched columns, so "Ada Baku" finds Ada
 * from a Baku institute; the other filters narrow it further. Days are Baku calendar days.
 */
function whereOf(filters: AdminUserFilters): WhereOptions<UserModel> {
  const and: WhereOptions<UserModel>[] = [];
  const words = filters.q?.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
  for (const word of words) {
    const pattern = likePattern(word);
    and.push({
      [Op.or]: SEARCHED_COLUMNS.map((column) => ({ [column]: { [Op.iLike]: pattern } })),
    });
  }
  if (filters.countryId) and.push({ countryId: filters.countryId });
  if (filters.role) and.push({ role: filters.role });
  if (filters.academicDegree) and.push({ academicDegree: filters.academicDegree });
  if (filters.registeredFrom) {
    and.push({
      createdAt: { [Op.gte]: zonedDayStart(filters.registeredFrom, CONFERENCE_TIME_ZONE) },
    });
  }
  if (filters.registeredTo) {
    const end = zonedDayStart(addDays(filters.registeredTo, 1), CONFERENCE_TIME_ZONE);
    and.push({ createdAt: { [Op.lt]: end } });
  }
  return { [Op.and]: and };
}

/**
 * How names are ordered for a reader: by the ICU collation of their language where the database
 * has one (Azerbaijani puts Ç after C and Ş after S), else by the lower-cased text.
 */
export interface Collation {
  locale: Locale;
  /** A name from pg_collation, or null when the server was built without ICU. */
  icu: string | null;
}

const ICU_COLLATIONS: Record<Locale, string> = { en: 'und-x-icu', az: 'az-x-icu' };

/** The collation for each locale that this database offers. Read once per router. */
export async function availableCollations(ctx: AppContext): Promise<Record<Locale, string | null>> {
  const rows = await ctx.models.sequelize.query<{ collname: string }>(
    'SELECT collname FROM pg_collation WHERE collname IN (:names)',
    { type: QueryTypes.SELECT, replacements: { names: Object.values(ICU_COLLATIONS) } },
  );
  const present = new Set(rows.map((r) => r.collname));
  const pick = (locale: Locale) =>
    present.has(ICU_COLLATIONS[locale]) ? ICU_COLLATIONS[locale] : null;
  return { en: pick('en'), az: pick('az') };
}

const TEXT_COLUMNS = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  institution: 'institution',
} as const;

/** The column names and collation come from the constants above, never from the request. */
function textOrder(table: string, column: string, collation: Collation) {
  return collation.icu
    ? literal(`"${table}"."${column}" COLLATE "${collation.icu}"`)
    : fn('lower', col(`${table}.${column}`));
}

/** Degrees sort by rank (student, master, doctor), not by their codes' spelling. */
const degreeRank = literal(
  `array_position(ARRAY[${ACADEMIC_DEGREES.map((d) => `'${d}'`).join(',')}]::text[], "User"."academic_degree")`,
);

function orderOf(sort: SortKey<AdminUserSortField> | undefined, collation: Collation): OrderItem[] {
  const raw = sort ?? ADMIN_USER_DEFAULT_SORT;
  const direction = raw.startsWith('-') ? 'DESC' : 'ASC';
  const field = raw.replace(/^-/, '') as AdminUserSortField;
  const tieBreak: [string, string] = ['id', direction];
  switch (field) {
    case 'country': {
      const column = collation.locale === 'az' ? 'name_az' : 'name_en';
      return [[textOrder('country', column, collation), direction], tieBreak];
    }
    case 'createdAt':
      return [['createdAt', direction], tieBreak];
    case 'academicDegree':
      return [[degreeRank, direction], tieBreak];
    default:
      return [[textOrder('User', TEXT_COLUMNS[field], collation), direction], tieBreak];
  }
}

/** Users by their country's name, country by country (idsByParent). */
function usersByCountry(ctx: AppContext, collation: Collation, direction: 'ASC' | 'DESC') {
  const column = collation.locale === 'az' ? 'name_az' : 'name_en';
  return idsByParent(ctx.models.User, {
    table: 'countries',
    as: 'country',
    foreignKey: 'countryId',
    sortKey: collation.icu ? `"${column}" COLLATE "${collation.icu}"` : `lower("${column}")`,
    direction,
  });
}

export function listUsers(
  ctx: AppContext,
  query: AdminUserListQuery,
  collation: Collation,
  window: PageWindow,
): Promise<Found<UserModel>> {
  const order = orderOf(query.sort, collation);
  const byCountry = (query.sort ?? '').replace(/^-/, '') === 'country';
  const direction = query.sort?.startsWith('-') ? 'DESC' : 'ASC';
  return findPage(
    ctx.models.User,
    {
      where: whereOf(query),
      order,
      include: withCountry,
      search: Boolean(query.q?.trim()),
      ...(byCountry ? { pageIds: usersByCountry(ctx, collation, direction) } : {}),
    },
    window,
  );
}

/** An export holds every match of the filters, in the order the organiser chose. */
export function usersForExport(
  ctx: AppContext,
  filters: AdminUserFilters,
  collation: Collation,
): Promise<RowSource<UserModel>> {
  return byOrderedIds(
    ctx.models.User,
    { where: whereOf(filters), include: withCountry, order: orderOf(filters.sort, collation) },
    USER_EXPORT_READS,
  );
}

export async function findUser(ctx: AppContext, id: number): Promise<UserModel> {
  const user = await ctx.models.User.findByPk(id, { include: withCountry });
  if (!user) throw NotFoundError('user');
  return user;
}

export const countAdmins = (ctx: AppContext) => ctx.models.User.count({ where: { role: 'admin' } });

/**
 * Promotes or demotes a user. The conference always keeps one administrator: demoting the last
 * one (oneself included) is refused. Every admin row is locked first, so two organisers demoting
 * each other at the same moment are serialised and the second sees the first's result.
 */
export async function changeRole(
  ctx: Pick<AppContext, 'models' | 'realtime'>,
  id: number,
  role: Role,
  actor: AuditActor | null,
): Promise<UserModel> {
  const { User, sequelize } = ctx.models;
  const { user, changed } = await sequelize.transaction(async (transaction) => {
    const admins = await User.findAll({
      where: { role: 'admin' },
      attributes: ['id'],
      order: [['id', 'ASC']],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const target = await User.findByPk(id, { lock: transaction.LOCK.UPDATE, transaction });
    if (!target) throw NotFoundError('user');
    if (target.role === role) return { user: target, changed: false };
    if (target.role === 'admin' && admins.length <= 1) throw ConflictError('error.lastAdmin');
    const before = { role: target.role };
    if (isReviewerRole(target.role)) await releaseReviewer(ctx.models, actor, target, transaction);
    target.role = role;
    await target.save({ transaction });
    await recordAudit(
      ctx.models,
      actor,
      { action: 'user.role', resource: 'user', resourceId: id, before, after: { role } },
      transaction,
    );
    return { user: target, changed: true };
  });
  // A socket joined the organisers' room by the role it had at its handshake: drop the user's
  // sockets so that they reconnect and the handshake derives the new role.
  if (changed) ctx.realtime.server?.in(SOCKET_ROOMS.user(user.id)).disconnectSockets(true);
  await user.reload({ include: withCountry });
  return user;
}
