import { literal, Op, type WhereOptions } from 'sequelize';
import { LETTER_SORT_FIELDS, type LetterListQuery } from '@conf/common';
import type { AppContext } from '../context.js';
import type { LetterModel } from '../db/models/produces.js';
import { findPage, likePattern, orderBy, sortColumns, type PageWindow } from '../db/list.js';
import { userIdsMatching } from '../users/search.js';
import { letterIncludes } from './service.js';

/** By status means requests awaiting a decision first, the newest of each status first. */
const SORT = sortColumns(LETTER_SORT_FIELDS, {
  status: (d) => [
    [literal(`CASE WHEN "InvitationLetter"."status" = 'requested' THEN 0 ELSE 1 END`), d],
    ['createdAt', 'DESC'],
  ],
});

/**
 * The organisers' list: never searched by passport data, which is not theirs to look up. The
 * search finds the participants by the users' trigram indexes (migration 0061), then their
 * letters, rather than testing the user of every letter.
 */
export function listLetters(ctx: AppContext, query: LetterListQuery, window: PageWindow) {
  const like = query.q ? ctx.models.sequelize.escape(likePattern(query.q)) : undefined;
  const where: WhereOptions<LetterModel> = {
    ...(query.status ? { status: query.status } : {}),
    ...(like
      ? {
          [Op.or]: [
            { userId: userIdsMatching(like) },
            { reference: { [Op.iLike]: likePattern(query.q!) } },
          ],
        }
      : {}),
  };
  return findPage(
    ctx.models.InvitationLetter,
    { where, order: orderBy(query.sort, SORT, 'status'), include: letterIncludes },
    window,
  );
}
