import type pg from 'pg';
import {
  ACADEMIC_DEGREES,
  ACADEMIC_TITLES,
  REVIEW_OPEN_STATUSES,
  type ThesisStatus,
} from '@conf/common';
import { ACTIVITY_TYPES } from '../src/db/models/activity.js';
import { seedAuditEvents } from './audit-seed.js';

/**
 * A conference at its busiest, seeded with INSERT ... SELECT over generate_series in the real
 * schema (foreign keys, unique keys and checks hold): users with organisers and reviewers among
 * them, abstracts with authors, archives, reviews and payments, participants, conversations,
 * invitation letters, certificates, news, the activity feed and the audit trail. Everything
 * grows with time (ids and dates rise together) and names repeat as they do in life, so that
 * searches find many rows or a few. Ids are given explicitly so the statements can refer to each
 * other; the sequences are moved past them at the end.
 */
export interface ListScale {
  users: number;
  messages: number;
  theses: number;
}

/** Users 1..ADMINS are organisers, the next `reviewers` reviewers, the rest authors. */
export const ADMINS = 5;
export const reviewersOf = (scale: ListScale) => Math.max(10, Math.round(scale.users / 500));

const NAMES = [
  'Ali',
  'Leyla',
  'Rashad',
  'Aysel',
  'Elvin',
  'Nigar',
  'Orxan',
  'Günel',
  'Şahin',
  'Çingiz',
  'Ülvi',
  'Əli',
  'Fərid',
  'Səbinə',
  'John',
  'Maria',
  'Ivan',
  'Anna',
  'Mehmet',
  'Zeynep',
  'Wei',
  'Yuki',
  'Pierre',
  'Sofia',
  'Ahmad',
  'Fatima',
  'Lars',
  'Olga',
  'Carlos',
  'Ines',
  'Tural',
  'Kamala',
  'Nurlan',
  'Aynur',
  'Emil',
  'Lamiyə',
  'Rauf',
  'Sevinc',
  'Vüqar',
  'Zaur',
];
const SURNAMES = [
  'Aliyev',
  'Məmmədov',
  'Hüseynova',
  'Quliyev',
  'Həsənov',
  'Şükürov',
  'Çələbi',
  'İsmayılov',
  'Əliyeva',
  'Abbasov',
  'Babayev',
  'Cəfərov',
  'Kazımov',
  'Nəsirli',
  'Zeynalov',
  'Rzayev',
  'Smith',
  'Müller',
  'Ivanov',
  'Kowalski',
  'Yılmaz',
  'Rossi',
  'Garcia',
  'Wang',
  'Tanaka',
  'Dubois',
  'Novak',
  'Petrova',
  'Öztürk',
  'Jensen',
  'Costa',
  'Nagy',
  'Popescu',
  'Horvat',
  'Schmidt',
  'Kuznetsova',
  'Lee',
  'Kim',
  'Silva',
  'Ahmadi',
  'Mirzayev',
  'Orujova',
  'Veliyev',
];
const INSTITUTIONS = [
  'Institute of Mathematics and Mechanics',
  'Baku State University',
  'Azerbaijan Technical University',
  'ADA University',
  'Khazar University',
  'Lomonosov Moscow State University',
  'Middle East Technical University',
  'University of Warsaw',
  'Sorbonne University',
  'Technical University of Munich',
];
const WORDS = [
  'spectral',
  'boundary',
  'nonlinear',
  'elliptic',
  'stochastic',
  'inverse',
  'optimal',
  'fractional',
  'integral',
  'asymptotic',
  'numerical',
  'elastic',
  'viscous',
  'harmonic',
  'operator',
  'stability',
  'oscillation',
  'control',
  'wave',
  'plate',
  'shell',
  'flow',
];

const sqlList = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** Element `i` (any integer expression) of a constant array, cycling. */
const at = (values: readonly string[], i: string) =>
  `(${sqlList(values)})[1 + ((${i}) % ${values.length})]`;

const STATUS_BY_TWENTIETH: ThesisStatus[] = [
  ...Array<ThesisStatus>(6).fill('in_editor'),
  ...Array<ThesisStatus>(2).fill('require_payment'),
  ...Array<ThesisStatus>(2).fill('rejected'),
  ...Array<ThesisStatus>(2).fill('revised'),
  ...Array<ThesisStatus>(8).fill('accepted'),
];

export async function seedLists(
  client: pg.Client,
  scale: ListScale,
  passwordHash: string,
): Promise<void> {
  const U = scale.users;
  const T = scale.theses;
  const M = scale.messages;
  const R = reviewersOf(scale);
  const firstAuthor = ADMINS + R + 1;
  const authors = U - ADMINS - R;
  /** The user who wrote abstract `g` (a few write two or more). */
  const authorOf = (g: string) => `(${firstAuthor} + ((${g}) * 7919) % ${authors})`;
  const run = (sql: string, params: unknown[] = []) => client.query(sql, params);

  await run(
    `INSERT INTO users (id, name, surname, email, password_hash, role, country_id, city, institution,
       phone_prefix, phone, academic_degree, academic_title, locale, last_seen_at, created_at,
       updated_at, email_confirmed_at)
     SELECT g, ${at(NAMES, 'g * 7')}, ${at(SURNAMES, 'g * 13')}, 'user' || g || '@example.org', $1,
            CASE WHEN g <= ${ADMINS} THEN 'admin' WHEN g <= ${ADMINS + R} THEN 'reviewer' ELSE 'user' END,
            CASE WHEN g % 2 = 0 THEN az.id ELSE c.ids[1 + (g * 31) % array_length(c.ids, 1)] END,
            'Baku', ${at(INSTITUTIONS, 'g * 3')}, '+994', lpad((g % 10000000)::text, 9, '5'),
            ${at(ACADEMIC_DEGREES, 'g * 5')}, ${at(ACADEMIC_TITLES, 'g * 11')},
            CASE WHEN g % 5 = 0 THEN 'az' ELSE 'en' END,
            CASE WHEN g % 4 = 0 THEN now() - (g % 1000) * interval '1 hour' END,
            now() - (${U} - g) * interval '5 minutes', now() - (${U} - g) * interval '5 minutes',
            CASE WHEN g % 10 <> 0 THEN now() - (${U} - g) * interval '5 minutes' END
       FROM generate_series(1, ${U}) g,
            (SELECT array_agg(id ORDER BY id) AS ids FROM countries) c,
            (SELECT id FROM countries WHERE code = 'AZ') az`,
    [passwordHash],
  );
  await run(
    `INSERT INTO reviewer_topics (user_id, topic_id, created_at)
     SELECT u, t.ids[1 + (u + k) % array_length(t.ids, 1)], now()
       FROM generate_series(${ADMINS + 1}, ${ADMINS + R}) u, generate_series(0, 1) k,
            (SELECT array_agg(id ORDER BY position) AS ids FROM topics) t`,
  );

  const status = at(STATUS_BY_TWENTIETH, 'g');
  const submitted = `now() - (${T} - g) * interval '8 minutes'`;
  await run(
    `INSERT INTO theses (id, user_id, title, topic_id, keywords, status, fee_amount, fee_currency,
       submitted_at, decided_at, created_at, updated_at)
     SELECT g, ${authorOf('g')},
            'On ' || ${at(WORDS, 'g')} || ' ' || ${at(WORDS, 'g / 7')} || ' problems, part ' || g,
            t.ids[1 + g % array_length(t.ids, 1)], ARRAY[${at(WORDS, 'g * 3')}, ${at(WORDS, 'g * 5')}],
            ${status},
            CASE WHEN ${status} IN ('require_payment', 'accepted') THEN 100 END,
            CASE WHEN ${status} IN ('require_payment', 'accepted') THEN 'AZN' END,
            ${submitted},
            CASE WHEN ${status} <> 'in_editor' THEN ${submitted} + interval '3 days' END,
            ${submitted}, ${submitted}
       FROM generate_series(1, ${T}) g, (SELECT array_agg(id ORDER BY id) AS ids FROM topics) t`,
  );
  await run(
    `INSERT INTO thesis_authors (thesis_id, position, name, surname, email, country_id, city,
       institution, phone_prefix, phone, academic_degree, academic_title, is_corresponding)
     SELECT th.id, k, ${at(NAMES, 'th.id * 7 + k * 3')}, ${at(SURNAMES, 'th.id * 13 + k * 5')},
            'author' || th.id || '.' || k || '@example.org', u.country_id, 'Baku', u.institution,
            '+994', u.phone, u.academic_degree, u.academic_title, k = 0
       FROM theses th JOIN users u ON u.id = th.user_id, generate_series(0, 1) k`,
  );
  await run(
    `INSERT INTO thesis_files (thesis_id, version, stored_name, original_name, size, sha256, created_at)
     SELECT id, 1, md5(id::text) || '.zip', 'abstract.zip', 180000, md5(id::text) || md5(title),
            submitted_at
       FROM theses`,
  );
  await run(
    `INSERT INTO rejections (thesis_id, reason, admin_id, created_at)
     SELECT id, 'Outside the scope of the conference', 1, decided_at FROM theses WHERE status = 'rejected'`,
  );

  // Two reviewers for every abstract that reached review; three in five have reviewed.
  const open = REVIEW_OPEN_STATUSES.map((s) => `'${s}'`).join(',');
  await run(
    `INSERT INTO review_assignments (id, thesis_id, reviewer_id, assigned_by, created_at)
     SELECT row_number() OVER (ORDER BY th.id, k), th.id,
            ${ADMINS + 1} + (th.id + k * (1 + th.id % ${R - 1})) % ${R}, 1,
            th.submitted_at + interval '1 day'
       FROM theses th, generate_series(0, 1) k
      WHERE th.status IN (${open}) OR th.decided_at IS NOT NULL`,
  );
  await run(
    `INSERT INTO reviews (assignment_id, originality, relevance, clarity, recommendation,
       comment_for_author, confidential_comment, version, created_at, updated_at)
     SELECT a.id, 1 + a.id % 5, 1 + a.id * 3 % 5, 1 + a.id * 7 % 5,
            ${at(['accept', 'revise', 'reject'], 'a.id')}, 'Clear and relevant.', '', 1,
            a.created_at + interval '2 days', a.created_at + interval '2 days'
       FROM review_assignments a WHERE a.id % 5 < 3`,
  );
  await run(
    `INSERT INTO review_conflicts (reviewer_id, thesis_id, reason, created_by, created_at)
     SELECT ${ADMINS + 1} + g % ${R}, 1 + (g * 97) % ${T}, 'Same institution', 1,
            now() - g * interval '1 hour'
       FROM generate_series(1, ${R * 3}) g
     ON CONFLICT DO NOTHING`,
  );

  // A receipt for four in five abstracts that owe the fee; accepted ones have theirs accepted.
  await run(
    `INSERT INTO payments (thesis_id, user_id, amount, currency, status, receipt_stored_name,
       receipt_original_name, receipt_mime, receipt_size, reason, decided_at, decided_by,
       created_at, updated_at)
     SELECT th.id, th.user_id, 100, 'AZN',
            CASE WHEN th.status = 'accepted' THEN 'accepted'
                 WHEN th.id % 3 = 0 THEN 'rejected' ELSE 'pending' END,
            md5('receipt' || th.id) || '.pdf', 'receipt.pdf', 'application/pdf', 90000,
            CASE WHEN th.status <> 'accepted' AND th.id % 3 = 0 THEN 'Unreadable scan' END,
            CASE WHEN th.status = 'accepted' OR th.id % 3 = 0 THEN th.decided_at + interval '2 days' END,
            CASE WHEN th.status = 'accepted' OR th.id % 3 = 0 THEN 1 END,
            th.decided_at + interval '1 day', th.decided_at + interval '1 day'
       FROM theses th
      WHERE th.status IN ('require_payment', 'accepted') AND th.id % 5 <> 0`,
  );
  await run(
    `INSERT INTO participants (user_id, status, decided_at, decided_by, created_at, updated_at)
     SELECT u.id, CASE WHEN u.id % 9 = 0 THEN 'in_confirmation' ELSE 'accepted' END,
            CASE WHEN u.id % 9 <> 0 THEN u.created_at + interval '2 days' END,
            CASE WHEN u.id % 9 <> 0 THEN 1 END,
            u.created_at + interval '1 day', u.created_at + interval '1 day'
       FROM users u WHERE u.role = 'user' AND u.id % 3 = 0`,
  );

  // Conversations with one author in five, about five messages each, the latest still unread.
  const conversations = Math.max(1, Math.min(authors, Math.round(M / 5)));
  await run(
    `INSERT INTO messages (user_id, sender_id, from_admin, body, is_seen, seen_at, created_at)
     SELECT a.author, CASE WHEN g % 3 = 0 THEN 1 + g % ${ADMINS} ELSE a.author END, g % 3 = 0,
            'Question ' || g || ' about the ' || ${at(WORDS, 'g')} || ' session and the fee.',
            g <= ${M} - ${Math.min(2000, Math.round(M / 50))},
            CASE WHEN g <= ${M} - ${Math.min(2000, Math.round(M / 50))}
                 THEN now() - (${M} - g) * interval '3 minutes' END,
            now() - (${M} - g) * interval '3 minutes'
       FROM generate_series(1, ${M}) g,
            LATERAL (SELECT ${firstAuthor} + ((g::bigint * 104729) % ${conversations})::int * ${Math.max(1, Math.floor(authors / conversations))} AS author) a`,
  );

  await run(
    `INSERT INTO invitation_letters (user_id, status, reference, passport_name, passport_number,
       passport_country_id, passport_birth_date, stay_from, stay_to, refusal_reason, decided_at,
       decided_by, created_at, updated_at)
     SELECT p.user_id, s.status,
            CASE WHEN s.status = 'approved' THEN 'ICMM-2025-' || lpad(p.id::text, 6, '0') END,
            u.name || ' ' || u.surname, 'P' || lpad(p.id::text, 8, '0'), u.country_id, DATE '1985-05-17',
            DATE '2025-09-02', DATE '2025-09-07',
            CASE WHEN s.status = 'refused' THEN 'Incomplete passport data' END,
            CASE WHEN s.status <> 'requested' THEN p.created_at + interval '3 days' END,
            CASE WHEN s.status <> 'requested' THEN 1 END,
            p.created_at + interval '1 day', p.created_at + interval '1 day'
       FROM participants p JOIN users u ON u.id = p.user_id,
            LATERAL (SELECT ${at(['requested', 'approved', 'approved', 'refused'], 'p.id')} AS status) s
      WHERE p.id % 6 = 0`,
  );
  await run(
    `INSERT INTO certificates (kind, code, user_id, thesis_id, holder_name, holder_email,
       thesis_title, holder_key, issued_at, issued_by)
     SELECT 'attendance', 'A' || lpad(p.id::text, 9, '0'), u.id, NULL::int, u.name || ' ' || u.surname,
            u.email, NULL::text, 'user:' || u.id, now() - p.id * interval '1 second', 1
       FROM participants p JOIN users u ON u.id = p.user_id WHERE p.status = 'accepted' AND p.id % 2 = 0
     UNION ALL
     SELECT 'presentation', 'P' || lpad(th.id::text, 9, '0'), u.id, th.id,
            u.name || ' ' || u.surname, u.email, th.title, 'thesis:' || th.id,
            now() - th.id * interval '1 second', 1
       FROM theses th JOIN users u ON u.id = th.user_id WHERE th.status = 'accepted' AND th.id % 2 = 0`,
  );

  // The dashboard's feed: what authors did, one line per submission, receipt and declaration.
  await run(
    `INSERT INTO activities (type, user_id, thesis_id, payment_id, participant_id, created_at)
     SELECT '${ACTIVITY_TYPES[0]}', user_id, id, NULL::int, NULL::int, submitted_at FROM theses
     UNION ALL
     SELECT '${ACTIVITY_TYPES[2]}', user_id, thesis_id, id, NULL::int, created_at FROM payments
     UNION ALL
     SELECT '${ACTIVITY_TYPES[3]}', user_id, NULL::int, NULL::int, id, created_at FROM participants
     ORDER BY 6`,
  );
  await run(
    `INSERT INTO news (locale, title, summary, body, published_at, is_published, translation_group,
       created_at, updated_at)
     SELECT CASE WHEN g % 2 = 0 THEN 'en' ELSE 'az' END,
            'Conference news ' || g || ': the ' || ${at(WORDS, 'g')} || ' session',
            'Summary of item ' || g, '<p>Body of news item ' || g || '</p>',
            now() - g * interval '6 hours', g % 10 <> 0, md5('news' || (g / 2))::uuid,
            now() - g * interval '6 hours', now() - g * interval '6 hours'
       FROM generate_series(1, ${Math.max(20, Math.round(U / 100))}) g`,
  );
  await seedAuditEvents(client, { rows: U * 2, actors: ADMINS + R, records: T });

  for (const table of ['users', 'theses', 'review_assignments']) {
    await run(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    );
  }
  // A database in service has been vacuumed and analysed; the benchmark measures that state.
  await run('VACUUM ANALYZE');
}
