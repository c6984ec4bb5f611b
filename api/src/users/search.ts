import { literal, Op, type WhereOperators } from 'sequelize';

/**
 * A `userId` condition: the users whose name, surname or e-mail matches `like` (a pattern already
 * escaped for SQL). They are found first, by the users' trigram indexes (migration 0061), rather
 * than by testing the user joined to every row of the list.
 */
export const userIdsMatching = (like: string): WhereOperators => ({
  [Op.in]: literal(
    `(SELECT id FROM users WHERE name ILIKE ${like} OR surname ILIKE ${like}` +
      ` OR email ILIKE ${like})`,
  ),
});
