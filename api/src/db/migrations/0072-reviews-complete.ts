import type { Migration } from './types.js';

/**
 * theses.reviews_complete: whether every standing (not declined) assignment of an abstract has
 * a review of its latest archive version, and there is at least one. The organisers' filter
 * "reviews complete" used to aggregate every assignment and review of the conference on each
 * request (~660 ms of database CPU at 50,000 abstracts); now it reads this column through an
 * index in the list's default order.
 *
 * Kept exact by triggers in the transaction of each change, whatever writes it: assignments
 * (added, declined, removed), reviews (saved, removed) and archive versions (a resubmission
 * makes the reviews of the earlier version stale). Statement triggers with transition tables,
 * so that an automatic assignment of many abstracts refreshes each abstract once. The refresh
 * locks the abstracts' rows first (in id order; the services lock the abstract's row before
 * touching its reviews, so the order agrees) and then reads their state in a statement of its
 * own, which sees what committed while it waited: two reviewers finishing the last two reviews
 * at once cannot both read "one missing".
 *
 * The definition is the one of api/src/reviews/progress.ts (frozen here, as a migration is).
 */
const FUNCTIONS = `
CREATE FUNCTION theses_refresh_reviews_complete(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM theses WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  UPDATE theses t SET reviews_complete = s.complete
    FROM (SELECT x.id,
                 EXISTS (SELECT 1 FROM review_assignments a
                          WHERE a.thesis_id = x.id AND a.declined_at IS NULL)
                 AND NOT EXISTS (
                   SELECT 1 FROM review_assignments a
                     LEFT JOIN reviews r ON r.assignment_id = a.id
                    WHERE a.thesis_id = x.id AND a.declined_at IS NULL
                      AND (r.id IS NULL OR r.version < (SELECT COALESCE(MAX(f.version), 0)
                                                          FROM thesis_files f
                                                         WHERE f.thesis_id = x.id))) AS complete
            FROM unnest(ids) AS x(id)) s
   WHERE t.id = s.id AND t.reviews_complete IS DISTINCT FROM s.complete;
END $$;

CREATE FUNCTION review_assignments_reviews_complete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM theses_refresh_reviews_complete(ARRAY(SELECT DISTINCT thesis_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM theses_refresh_reviews_complete(ARRAY(SELECT DISTINCT thesis_id FROM old_rows));
  ELSE
    PERFORM theses_refresh_reviews_complete(ARRAY(
      SELECT thesis_id FROM new_rows UNION SELECT thesis_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

-- A review removed with its assignment finds no assignment here: the assignment's trigger
-- refreshes that abstract.
CREATE FUNCTION reviews_reviews_complete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM theses_refresh_reviews_complete(ARRAY(
      SELECT DISTINCT a.thesis_id FROM new_rows r JOIN review_assignments a ON a.id = r.assignment_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM theses_refresh_reviews_complete(ARRAY(
      SELECT DISTINCT a.thesis_id FROM old_rows r JOIN review_assignments a ON a.id = r.assignment_id));
  ELSE
    PERFORM theses_refresh_reviews_complete(ARRAY(
      SELECT a.thesis_id FROM new_rows r JOIN review_assignments a ON a.id = r.assignment_id
      UNION
      SELECT a.thesis_id FROM old_rows r JOIN review_assignments a ON a.id = r.assignment_id));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION thesis_files_reviews_complete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM theses_refresh_reviews_complete(ARRAY(SELECT DISTINCT thesis_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM theses_refresh_reviews_complete(ARRAY(SELECT DISTINCT thesis_id FROM old_rows));
  ELSE
    PERFORM theses_refresh_reviews_complete(ARRAY(
      SELECT thesis_id FROM new_rows UNION SELECT thesis_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
`;

const TABLES = ['review_assignments', 'reviews', 'thesis_files'] as const;

export const reviewsComplete: Migration = {
  name: '0072-reviews-complete',
  async up({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      const run = (sql: string) => qi.sequelize.query(sql, { transaction });
      await run('ALTER TABLE theses ADD COLUMN reviews_complete boolean NOT NULL DEFAULT false');
      // Writers wait here, so that no change slips between the copy and the triggers.
      await run(`LOCK TABLE ${TABLES.join(', ')} IN SHARE ROW EXCLUSIVE MODE`);
      await run(`UPDATE theses SET reviews_complete = true WHERE id IN (
        SELECT a.thesis_id FROM review_assignments a
          LEFT JOIN reviews r ON r.assignment_id = a.id
         WHERE a.declined_at IS NULL
         GROUP BY a.thesis_id
        HAVING COUNT(*) = COUNT(*) FILTER (WHERE r.id IS NOT NULL AND r.version >=
                 (SELECT COALESCE(MAX(f.version), 0) FROM thesis_files f
                   WHERE f.thesis_id = a.thesis_id)))`);
      await run(FUNCTIONS);
      for (const table of TABLES) {
        await run(`CREATE TRIGGER ${table}_reviews_complete_insert AFTER INSERT ON ${table}
          REFERENCING NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION ${table}_reviews_complete()`);
        await run(`CREATE TRIGGER ${table}_reviews_complete_update AFTER UPDATE ON ${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION ${table}_reviews_complete()`);
        await run(`CREATE TRIGGER ${table}_reviews_complete_delete AFTER DELETE ON ${table}
          REFERENCING OLD TABLE AS old_rows
          FOR EACH STATEMENT EXECUTE FUNCTION ${table}_reviews_complete()`);
      }
      // The filter in the list's default order (newest submitted first), and its count.
      await run(`CREATE INDEX theses_reviews_complete_submitted_idx
        ON theses (reviews_complete, submitted_at, id)`);
    });
  },
  async down({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      const run = (sql: string) => qi.sequelize.query(sql, { transaction });
      for (const table of TABLES) {
        for (const op of ['insert', 'update', 'delete']) {
          await run(`DROP TRIGGER IF EXISTS ${table}_reviews_complete_${op} ON ${table}`);
        }
        await run(`DROP FUNCTION IF EXISTS ${table}_reviews_complete()`);
      }
      await run('DROP FUNCTION IF EXISTS theses_refresh_reviews_complete(integer[])');
      await run('ALTER TABLE theses DROP COLUMN IF EXISTS reviews_complete');
    });
  },
};
