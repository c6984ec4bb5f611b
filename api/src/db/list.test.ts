import { fn, col, literal, Op, type OrderItem, type WhereOptions } from 'sequelize';
import { adminUserListQuerySchema } from '@conf/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { availableCollations, listUsers } from '../users/admin-service.js';
import type { UserModel } from './models/user.js';
import { findPage, type PageSpec } from './list.js';

let app: TestApp;
const USERS = 1_500;

beforeAll(async () => {
  app = await startTestApp();
  // Enough rows for pages past the 1,000th row, which findPage reads from the other end. Many
  // ties (ten users a minute, two countries, a few degrees) and NULLs (last seen), so that only
  // the id makes the order total, as in the lists.
  await app.ctx.models.sequelize.query(
    `INSERT INTO users (name, surname, email, password_hash, role, country_id, city, institution,
       phone_prefix, phone, academic_degree, academic_title, last_seen_at, created_at, updated_at)
     SELECT 'Name' || (g % 7), 'Surname' || (g % 13), 'page' || g || '@example.org', 'x', 'user',
            CASE WHEN g % 2 = 0 THEN (SELECT id FROM countries WHERE code = 'AZ')
                 ELSE (SELECT id FROM countries WHERE code = 'FR') END,
            'Baku', 'Institute', '+994', '501234567',
            (ARRAY['phd', 'master', 'none'])[1 + g % 3], 'none',
            CASE WHEN g % 4 = 0 THEN NULL ELSE now() - (g % 50) * interval '1 hour' END,
            now() - (g / 10) * interval '1 minute', now()
       FROM generate_series(1, ${USERS}) g`,
  );
});
afterAll(() => app.close());

const bench = /^page\d+@example\.org$/;

/** What findAndCountAll answers for the same options: the reference findPage must equal. */
async function reference(spec: PageSpec<UserModel>, limit: number, offset: number) {
  const { rows, count } = await app.ctx.models.User.findAndCountAll({
    where: spec.where,
    include: spec.include,
    order: spec.order,
    limit,
    offset,
  });
  return { ids: rows.map((u) => u.id), count };
}

const ours: WhereOptions = { email: { [Op.like]: 'page%@example.org' } };
const orders: Record<string, Omit<PageSpec<UserModel>, 'where'>> = {
  'newest first, many ties': {
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  },
  'last seen, NULLs among them': {
    order: [
      ['lastSeenAt', 'ASC'],
      ['id', 'ASC'],
    ],
  },
  'an expression and mixed directions': {
    order: [
      [literal(`array_position(ARRAY['none','master','phd'], "User"."academic_degree")`), 'DESC'],
      ['surname', 'ASC'],
      ['id', 'DESC'],
    ] as OrderItem[],
  },
  'by a joined column, with its rows included': {
    joins: [{ association: 'country' }],
    include: [{ association: 'country' }],
    order: [
      ['country', 'nameEn', 'DESC'],
      ['id', 'ASC'],
    ],
  },
};

const WINDOWS = [
  [20, 0],
  [20, 980],
  [20, 1000],
  [50, 740],
  [100, 1100],
  [20, USERS - 20],
  [20, USERS - 7],
  [20, USERS],
  [20, USERS + 500],
] as const;

describe('findPage', () => {
  for (const [label, spec] of Object.entries(orders)) {
    it(`answers what findAndCountAll does, front and back pages alike: ${label}`, async () => {
      const full = { ...spec, where: ours };
      for (const [limit, offset] of WINDOWS) {
        const page = await findPage(app.ctx.models.User, full, { limit, offset });
        const expected = await reference(full, limit, offset);
        expect({ limit, offset, count: page.count, ids: page.rows.map((u) => u.id) }).toEqual({
          limit,
          offset,
          ...expected,
        });
        expect(page.rows.every((u) => bench.test(u.email))).toBe(true);
        if (spec.include) expect(page.rows.every((u) => u.country?.code)).toBe(true);
      }
    });
  }

  it('counts without the joins that only order, and with those a condition names', async () => {
    const order: OrderItem[] = [
      ['country', 'nameEn', 'ASC'],
      ['id', 'ASC'],
    ];
    const sql: string[] = [];
    const logging = (text: string) => void sql.push(text);
    // Sequelize reads its logging option on each query; its types do not declare `options`.
    const { options } = app.ctx.models.sequelize as unknown as { options: { logging: unknown } };
    const before = options.logging;
    options.logging = logging;
    try {
      const sorted = await findPage(
        app.ctx.models.User,
        { where: ours, joins: [{ association: 'country' }], order },
        { limit: 10, offset: 0 },
      );
      expect(sorted.count).toBe(USERS);
      const named = await findPage(
        app.ctx.models.User,
        {
          where: { [Op.and]: [ours, { '$country.code$': 'AZ' }] } as WhereOptions,
          joins: [{ association: 'country' }],
          order,
        },
        { limit: 10, offset: 0 },
      );
      expect(named.count).toBe(USERS / 2);
    } finally {
      options.logging = before;
    }
    const counts = sql.filter((text) => /SELECT count\(/.test(text));
    expect(counts).toHaveLength(2);
    expect(counts[0]).not.toContain('countries');
    expect(counts[1]).toContain('countries');
  });

  it('filters through a join that is not included in the rows', async () => {
    const spec: PageSpec<UserModel> = {
      where: { ...ours, '$country.code$': 'FR' } as WhereOptions,
      joins: [{ association: 'country', required: true }],
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    };
    const page = await findPage(app.ctx.models.User, spec, { limit: 30, offset: 700 });
    const expected = await app.ctx.models.User.findAndCountAll({
      where: spec.where,
      include: [{ association: 'country', required: true }],
      order: spec.order,
      limit: 30,
      offset: 700,
    });
    expect(page.count).toBe(USERS / 2);
    expect(page.rows.map((u) => u.id)).toEqual(expected.rows.map((u) => u.id));
  });

  for (const [label, spec] of Object.entries(orders)) {
    it(`sorts a search's few matches as findAndCountAll does: ${label}`, async () => {
      // Surname1, Surname10, Surname11, Surname12: 4 of every 13 users, few enough to be sorted.
      const where = { [Op.and]: [ours, { surname: { [Op.iLike]: '%surname1%' } }] };
      const full = { ...spec, where, search: true };
      const matches = Array.from({ length: USERS }, (_, i) => (i + 1) % 13).filter((r) =>
        [1, 10, 11, 12].includes(r),
      ).length;
      const sql: string[] = [];
      const { options } = app.ctx.models.sequelize as unknown as { options: { logging: unknown } };
      const before = options.logging;
      options.logging = (text: string) => void sql.push(text);
      try {
        for (const [limit, offset] of [
          [20, 0],
          [20, 200],
          [50, 440],
          [20, 461],
          [20, 2000],
        ] as const) {
          const page = await findPage(app.ctx.models.User, full, { limit, offset });
          const expected = await reference(full, limit, offset);
          expect({ offset, count: page.count, ids: page.rows.map((u) => u.id) }).toEqual({
            offset,
            ...expected,
          });
          expect(expected.count).toBe(matches);
        }
      } finally {
        options.logging = before;
      }
      expect(sql.some((text) => text.includes('ANY(ARRAY(SELECT'))).toBe(true);
    });
  }
});

describe('users by country (ids read country by country)', () => {
  it("answers the join's pages, in both directions and both languages", async () => {
    const collations = await availableCollations(app.ctx);
    for (const locale of ['en', 'az'] as const) {
      const icu = collations[locale];
      const column = locale === 'az' ? 'name_az' : 'name_en';
      const name = icu
        ? literal(`"country"."${column}" COLLATE "${icu}"`)
        : fn('lower', col(`country.${column}`));
      for (const direction of ['ASC', 'DESC'] as const) {
        for (const [limit, offset] of WINDOWS) {
          const query = adminUserListQuerySchema.parse({
            sort: direction === 'ASC' ? 'country' : '-country',
            pageSize: limit,
          });
          const page = await listUsers(app.ctx, query, { locale, icu }, { limit, offset });
          const expected = await app.ctx.models.User.findAndCountAll({
            include: [{ association: 'country' }],
            order: [
              [name, direction],
              ['id', direction],
            ],
            limit,
            offset,
          });
          expect({
            locale,
            direction,
            offset,
            count: page.count,
            ids: page.rows.map((u) => u.id),
          }).toEqual({
            locale,
            direction,
            offset,
            count: expected.count,
            ids: expected.rows.map((u) => u.id),
          });
        }
      }
    }
  });
});
