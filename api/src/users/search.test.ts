import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from '../db/list.js';
import { createUser, uniq } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { userIdsMatching } from './search.js';

let app: TestApp;
let id: number;
const tag = uniq().replace(/[^a-z0-9]/gi, '');

beforeAll(async () => {
  app = await startTestApp();
  const created = await createUser(app.ctx, {
    name: `Zubeyda${tag}`,
    surname: `Qarayeva${tag}`,
    email: `zq.${tag}@example.org`,
  });
  id = created.user.id;
});
afterAll(() => app.close());

const found = async (text: string) => {
  const like = app.ctx.models.sequelize.escape(likePattern(text));
  const rows = await app.ctx.models.User.findAll({
    attributes: ['id'],
    where: { id: userIdsMatching(like) },
  });
  return rows.some((row) => row.id === id);
};

describe('userIdsMatching (the payments and letters search by person)', () => {
  it('finds a user by part of the name, of the surname or of the e-mail, in any case', async () => {
    expect(await found(`beyda${tag}`)).toBe(true);
    expect(await found(`QARAYEVA${tag}`)).toBe(true);
    expect(await found(`zq.${tag}@`)).toBe(true);
  });

  it('tests each column on its own: text across name and surname finds no one', async () => {
    expect(await found(`${tag} Qarayeva${tag}`)).toBe(false);
    expect(await found(`Zubeyda${tag} Qarayeva${tag}`)).toBe(false);
    expect(await found(`${tag}Qarayeva`)).toBe(false);
  });
});
