import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import {
  canMoveParticipant,
  PARTICIPANT_SORT_FIELDS,
  type ListQuery,
  type ParticipantListQuery,
  type ParticipantStatus,
} from '@conf/common';
import { recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { ParticipantModel } from '../db/models/participant.js';
import type { UserModel } from '../db/models/user.js';
import { byOrderedIds } from '../exports/source.js';
import { AppError, ConflictError } from '../http/errors.js';
import { recordActivity } from '../theses/activity.js';
import { findPage, likePattern, orderBy, sortColumns, type PageWindow } from '../db/list.js';

const withUser = (where?: WhereOptions<UserModel>) => ({
  association: 'user',
  required: true,
  where,
  include: [{ association: 'country' }],
});

/** `q` against names and institution; organisers may also search by e-mail, the public may not. */
const userSearch = (
  q: string | undefined,
  { byEmail }: { byEmail: boolean },
): WhereOptions<UserModel> | undefined => {
  if (!q) return undefined;
  const like = likePattern(q);
  const fields = ['name', 'surname', 'institution', ...(byEmail ? ['email'] : [])];
  return { [Op.or]: fields.map((field) => ({ [field]: { [Op.iLike]: like } })) };
};

export function myParticipation(ctx: AppContext, user: UserModel) {
  return ctx.models.Participant.findOne({ where: { userId: user.id } });
}

/** A user declares participation once; a second declaration is a conflict, not a duplicate. */
export async function declareParticipation(ctx: AppContext, user: UserModel) {
  try {
    return await ctx.models.sequelize.transaction(async (t) => {
      const participant = await ctx.models.Participant.create(
        { userId: user.id },
        { transaction: t },
      );
      await recordActivity(ctx, t, {
        type: 'participation_declared',
        userId: user.id,
        participantId: participant.id,
      });
      return participant;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError('error.participationExists');
    throw err;
  }
}

/** Accepted participants for the public page, by surname. */
export async function listPublicParticipants(
  ctx: AppContext,
  query: Pick<ListQuery, 'q'>,
  window: PageWindow,
) {
  const search = userSearch(query.q, { byEmail: false });
  return ctx.models.Participant.findAndCountAll({
    where: { status: 'accepted' },
    include: [withUser(search)],
    order: [
      ['user', 'surname', 'ASC'],
      ['user', 'name', 'ASC'],
      ['id', 'ASC'],
    ],
    ...window,
  });
}

/** Names are the participant's user's. */
const ADMIN_SORT = sortColumns(PARTICIPANT_SORT_FIELDS, {
  surname: (d) => [['user', 'surname', d]],
  name: (d) => [['user', 'name', d]],
});

function adminQuery(query: Omit<ParticipantListQuery, 'page' | 'pageSize'>) {
  const userWhere: WhereOptions<UserModel> = {
    ...(query.countryId ? { countryId: query.countryId } : {}),
    ...userSearch(query.q, { byEmail: true }),
  };
  return {
    where: query.status ? { status: query.status } : {},
    include: [withUser(userWhere)],
    order: orderBy(query.sort, ADMIN_SORT, '-createdAt'),
  };
}

export function listParticipants(ctx: AppContext, query: ParticipantListQuery, window: PageWindow) {
  const { where, include, order } = adminQuery(query);
  // Every participant has its user: the join is needed only to filter or sort by the user.
  const filterByUser = Boolean(query.countryId || query.q);
  const byUser = filterByUser || /^-?(surname|name)$/.test(query.sort ?? '');
  return findPage(
    ctx.models.Participant,
    {
      where,
      joins: byUser ? include : [],
      // Sorting by name needs the users, counting only when they are filtered.
      countJoins: filterByUser ? include : [],
      order,
      include,
    },
    window,
  );
}

/** An export holds every match of the filters, in the list's order. */
export function participantsForExport(
  ctx: AppContext,
  query: Omit<ParticipantListQuery, 'page' | 'pageSize'>,
) {
  return byOrderedIds(ctx.models.Participant, adminQuery(query), {
    attributes: ['status', 'createdAt', 'decidedAt'],
    include: [
      {
        association: 'user',
        attributes: ['name', 'surname', 'email', 'institution'],
        include: [{ association: 'country', attributes: ['code', 'nameEn', 'nameAz'] }],
      },
    ],
  });
}

/** An organiser approves a participant; two organisers at once cannot both move it. */
export async function decideParticipant(
  ctx: AppContext,
  admin: UserModel,
  id: number,
  status: ParticipantStatus,
): Promise<ParticipantModel> {
  const participant = await ctx.models.sequelize.transaction(async (t) => {
    const found = await ctx.models.Participant.findByPk(id, {
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!found) throw new AppError(404, 'error.participantNotFound');
    if (!canMoveParticipant(found.status, status)) throw ConflictError('error.participantStatus');
    const before = { status: found.status };
    const decided = await found.update(
      { status, decidedAt: new Date(), decidedBy: admin.id },
      { transaction: t },
    );
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'participant.accept',
        resource: 'participant',
        resourceId: id,
        before,
        after: { status, userId: found.userId },
      },
      t,
    );
    return decided;
  });
  await participant.reload({ include: [withUser()] });
  return participant;
}

/** For the admin dashboard. */
export async function participantCounts(ctx: AppContext) {
  const count = (status: ParticipantStatus) => ctx.models.Participant.count({ where: { status } });
  const [inConfirmation, accepted] = await Promise.all([
    count('in_confirmation'),
    count('accepted'),
  ]);
  return { inConfirmation, accepted };
}
