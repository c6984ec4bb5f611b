import { literal, Op, type WhereOptions } from 'sequelize';
import { LETTER_SORT_FIELDS, type LetterListQuery } from '@conf/common';
import type { AppContext } from '../context.js';
import type { LetterModel } from '../db/models/produces.js';
import { likePattern, orderBy, sortColumns, type PageWindow } from '../db/list.js';
import { letterIncludes } from './service.js';

/** By status means requests awaiting a decision first, the newest of each status first. */
const SORT = sortColumns(LETTER_SORT_FIELDS, {
  status: (d) => [
    [literal(`CASE WHEN "InvitationLetter"."status" = 'requested' THEN 0 ELSE 1 END`), d],
    ['createdAt', 'DESC'],
  ],
});

/** The organisers' list: never searched by passport data, which is not theirs to look up. */
export function listLetters(ctx: AppContext, query: LetterListQuery, window: PageWindow) {
  const like = query.q ? likePattern(query.q) : undefined;
  const where: WhereOptions<LetterModel> = {
    ...(query.status ? { status: query.status } : {}),
    ...(like
      ? {
          [Op.or]: ['$user.name$', '$user.surname$', '$user.email$', 'reference'].map((f) => ({
            [f]: { [Op.iLike]: like },
          })),
        }
      : {}),
  };
  return ctx.models.InvitationLetter.findAndCountAll({
    where,
    include: letterIncludes,
    order: orderBy(query.sort, SORT, 'status'),
    ...window,
  });
}
