import type { Migration } from './types.js';

/**
 * reviewer_loads: each reviewer's load as the organisers' reviewer list shows and sorts it —
 * standing (not declined) assignments, reviews written for them, and pending ones: on an
 * abstract still open for reviewing (statuses in_editor and revised, REVIEW_OPEN_STATUSES of
 * common when this was written) without a review of its latest archive version. Sorting that
 * list by load used to aggregate every assignment of the conference on each request.
 *
 * Kept exact by triggers in the transaction of each change: assignments, reviews and archive
 * versions, and an abstract's status. A refresh recomputes whole reviewers (a few hundred
 * assignments each, by index), after locking their rows in reviewer id order and in a statement
 * of its own, so concurrent writers for one reviewer each count what the other committed. The
 * triggers are named to fire after 0072's on the same table (triggers fire in name order), so
 * every writer takes the abstract's lock before the reviewers'. A reviews.test checks the table
 * against the definition computed from common's statuses.
 */
const OPEN = `('in_editor', 'revised')`;

const FUNCTIONS = `
CREATE FUNCTION reviewer_loads_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  -- Only users that still exist: a deleted reviewer's assignments go with the account.
  INSERT INTO reviewer_loads (reviewer_id)
    SELECT id FROM users WHERE id = ANY (ids) ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM 1 FROM reviewer_loads WHERE reviewer_id = ANY (ids) ORDER BY reviewer_id FOR UPDATE;
  UPDATE reviewer_loads l
     SET assigned = s.assigned, done = s.done, pending = s.pending
    FROM (SELECT x.id, c.assigned, c.done, c.pending
            FROM unnest(ids) AS x(id)
            CROSS JOIN LATERAL (
              SELECT COUNT(*)::int AS assigned, COUNT(r.id)::int AS done,
                     (COUNT(*) FILTER (WHERE t.status IN ${OPEN} AND NOT (r.id IS NOT NULL
                        AND r.version >= (SELECT COALESCE(MAX(f.version), 0) FROM thesis_files f
                                           WHERE f.thesis_id = t.id))))::int AS pending
                FROM review_assignments a
                JOIN theses t ON t.id = a.thesis_id
                LEFT JOIN reviews r ON r.assignment_id = a.id
               WHERE a.reviewer_id = x.id AND a.declined_at IS NULL) c) s
   WHERE l.reviewer_id = s.id
     AND (l.assigned, l.done, l.pending) IS DISTINCT FROM (s.assigned, s.done, s.pending);
END $$;

CREATE FUNCTION review_assignments_reviews_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT reviewer_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT reviewer_id FROM old_rows));
  ELSE
    PERFORM reviewer_loads_refresh(ARRAY(
      SELECT reviewer_id FROM new_rows UNION SELECT reviewer_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION reviews_reviews_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT a.reviewer_id
      FROM new_rows r JOIN review_assignments a ON a.id = r.assignment_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT a.reviewer_id
      FROM old_rows r JOIN review_assignments a ON a.id = r.assignment_id));
  ELSE
    PERFORM reviewer_loads_refresh(ARRAY(
      SELECT a.reviewer_id FROM new_rows r JOIN review_assignments a ON a.id = r.assignment_id
      UNION
      SELECT a.reviewer_id FROM old_rows r JOIN review_assignments a ON a.id = r.assignment_id));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION thesis_files_reviews_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT a.reviewer_id
      FROM new_rows f JOIN review_assignments a ON a.thesis_id = f.thesis_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT a.reviewer_id
      FROM old_rows f JOIN review_assignments a ON a.thesis_id = f.thesis_id));
  ELSE
    PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT a.reviewer_id
      FROM (SELECT thesis_id FROM new_rows UNION SELECT thesis_id FROM old_rows) f
      JOIN review_assignments a ON a.thesis_id = f.thesis_id));
  END IF;
  RETURN NULL;
END $$;

-- Only a change of status matters (0072's own updates of reviews_complete come through here).
CREATE FUNCTION theses_reviews_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reviewer_loads_refresh(ARRAY(SELECT DISTINCT a.reviewer_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.status IS DISTINCT FROM n.status
    JOIN review_assignments a ON a.thesis_id = n.id));
  RETURN NULL;
END $$;
`;

const TABLES = ['review_assignments', 'reviews', 'thesis_files'] as const;

export const reviewerLoads: Migration = {
  name: '0073-reviewer-loads',
  async up({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      const run = (sql: string) => qi.sequelize.query(sql, { transaction });
      await run(`CREATE TABLE reviewer_loads (
        reviewer_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        assigned integer NOT NULL DEFAULT 0,
        done integer NOT NULL DEFAULT 0,
        pending integer NOT NULL DEFAULT 0)`);
      // Writers wait here, so that no change slips between the copy and the triggers.
      await run(`LOCK TABLE ${TABLES.join(', ')}, theses IN SHARE ROW EXCLUSIVE MODE`);
      await run(FUNCTIONS);
      await run(`SELECT reviewer_loads_refresh(ARRAY(
        SELECT DISTINCT reviewer_id FROM review_assignments))`);
      for (const table of TABLES) {
        for (const [op, tables] of [
          ['insert', 'NEW TABLE AS new_rows'],
          ['update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
          ['delete', 'OLD TABLE AS old_rows'],
        ] as const) {
          await run(`CREATE TRIGGER ${table}_reviews_load_${op} AFTER ${op.toUpperCase()}
            ON ${table} REFERENCING ${tables}
            FOR EACH STATEMENT EXECUTE FUNCTION ${table}_reviews_load()`);
        }
      }
      await run(`CREATE TRIGGER theses_reviews_load_update AFTER UPDATE ON theses
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION theses_reviews_load()`);
    });
  },
  async down({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      const run = (sql: string) => qi.sequelize.query(sql, { transaction });
      for (const table of [...TABLES, 'theses']) {
        for (const op of ['insert', 'update', 'delete']) {
          await run(`DROP TRIGGER IF EXISTS ${table}_reviews_load_${op} ON ${table}`);
        }
        await run(`DROP FUNCTION IF EXISTS ${table}_reviews_load()`);
      }
      await run('DROP FUNCTION IF EXISTS reviewer_loads_refresh(integer[])');
      await run('DROP TABLE IF EXISTS reviewer_loads');
    });
  },
};
