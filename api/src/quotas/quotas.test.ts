import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, QUOTA_DEFAULTS, contract, createFetcher } from '@conf/common';
import { useTestWorld } from '../test/world.js';
import { createUser, uniq, type CreatedUser } from '../test/factories.js';
import { tmpDir } from '../files/store.js';
import { sampleFiles } from '../test/files.js';
import { wirePath } from '../test/routes.js';
import { createThesis, filesUnder, thesisData } from '../test/theses.js';
import { abstractZip } from '../test/zip.js';
import { quotaLimits } from './limits.js';

/* Per-user quotas (issue 10, item 11): abstracts per author, upload bytes a day, chat per minute. */

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);
const SUBMIT = wirePath(contract.theses.submit);
const MY_MESSAGES = wirePath(contract.messages.send);
const submit = (who: CreatedUser, locale = 'en') =>
  api()
    .post(SUBMIT)
    .set(who.auth)
    .set('lang-code', locale)
    .field('data', JSON.stringify(thesisData(world.gbId, world.topicId)))
    .attach('file', abstractZip(), 'abstract.zip');

/** Records `bytes` as uploaded by `who` at `at` (an abstract file row), as earlier uploads leave. */
async function uploaded(who: CreatedUser, bytes: number, at = new Date()) {
  const thesis = await createThesis(world.app.ctx, who.user);
  const file = await world.app.ctx.models.ThesisFile.create({
    thesisId: thesis.id,
    version: 1,
    storedName: `${uniq()}.zip`,
    originalName: 'earlier.zip',
    size: bytes,
    sha256: '0'.repeat(64),
  });
  await world.app.ctx.models.sequelize.query(
    'UPDATE thesis_files SET created_at = :at WHERE id = :id',
    {
      replacements: { at, id: file.id },
    },
  );
}

it('reads the limits through one function, the defaults of common until settings say more', async () => {
  expect(await quotaLimits(world.app.ctx)).toEqual(QUOTA_DEFAULTS);
});

describe('organisers change the limits in the conference settings', () => {
  const saveQuotas = (quotas: typeof QUOTA_DEFAULTS) =>
    createFetcher({ apiBase: `${world.app.url}${API_PREFIX}`, headers: () => world.admin.auth })(
      contract.settings.update,
      { body: { quotas } },
    );

  it('holds authors to the saved limits at once, and to the defaults again once restored', async () => {
    const author = await createUser(world.app.ctx);
    await createThesis(world.app.ctx, author.user);
    await createThesis(world.app.ctx, author.user);
    try {
      await saveQuotas({ ...QUOTA_DEFAULTS, abstractsPerAuthor: 2, messagesPerMinute: 1 });
      expect(await quotaLimits(world.app.ctx)).toMatchObject({ abstractsPerAuthor: 2 });
      const refused = await submit(author).expect(429);
      expect(refused.body.message).toBe(
        'One author may submit at most 2 abstracts, and you have reached it',
      );
      await api().post(MY_MESSAGES).set(author.auth).field('body', 'one').expect(201);
      await api().post(MY_MESSAGES).set(author.auth).field('body', 'two').expect(429);
    } finally {
      await saveQuotas(QUOTA_DEFAULTS);
    }
    expect(await quotaLimits(world.app.ctx)).toEqual(QUOTA_DEFAULTS);
    await submit(author).expect(201);
  });
});

describe('abstracts per author', () => {
  const max = QUOTA_DEFAULTS.abstractsPerAuthor;

  it('refuses one more past the limit with 429 in the author’s language, before reading it', async () => {
    const author = await createUser(world.app.ctx);
    for (let i = 0; i < max; i++) await createThesis(world.app.ctx, author.user);
    const en = await submit(author).expect(429);
    expect(en.body.message).toBe(
      `One author may submit at most ${max} abstracts, and you have reached it`,
    );
    const az = await submit(author, 'az').expect(429);
    expect(az.body.message).toBe(
      `Bir müəllif ən çoxu ${max} tezis göndərə bilər və siz bu həddə çatmısınız`,
    );
    expect(await world.app.ctx.models.Thesis.count({ where: { userId: author.user.id } })).toBe(
      max,
    );
    expect(filesUnder(tmpDir(world.app.ctx.config.uploadDir))).toEqual([]);
  });

  it('counts submissions sent at once one after the other', async () => {
    const author = await createUser(world.app.ctx);
    for (let i = 0; i < max - 1; i++) await createThesis(world.app.ctx, author.user);
    const answers = await Promise.all([submit(author), submit(author), submit(author)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429]);
    expect(await world.app.ctx.models.Thesis.count({ where: { userId: author.user.id } })).toBe(
      max,
    );
  });

  it('does not hold organisers to it', async () => {
    for (let i = 0; i < max; i++) await createThesis(world.app.ctx, world.admin.user);
    await submit(world.admin).expect(201);
  });
});

describe('upload bytes per day', () => {
  const limit = QUOTA_DEFAULTS.uploadBytesPerDay;

  it('refuses an upload that does not fit in what is left today, and removes it', async () => {
    const author = await createUser(world.app.ctx);
    await uploaded(author, limit - 100);
    const chat = await api()
      .post(MY_MESSAGES)
      .set(author.auth)
      .attach('attachment', sampleFiles.doc, 'paper.doc')
      .expect(429);
    expect(chat.body.message).toBe(
      'You have uploaded the most allowed in one day (200 MB). Please try again tomorrow',
    );
    // A small receipt still fits in the hundred bytes left.
    const thesis = await createThesis(world.app.ctx, author.user, { status: 'require_payment' });
    await api()
      .post(wirePath(contract.payments.send, { id: thesis.id }))
      .set(author.auth)
      .attach('receipt', sampleFiles.pdf, 'receipt.pdf')
      .expect(201);
    const messages = await api()
      .post(MY_MESSAGES)
      .set(author.auth)
      .attach('attachment', sampleFiles.doc, 'again.doc')
      .expect(429);
    expect(messages.body.message).toMatch(/200 MB/);
    expect(
      filesUnder(world.app.ctx.config.uploadDir).filter((f) => f.includes('/messages/')),
    ).toEqual([]);
    // A message without a file is not an upload.
    await api().post(MY_MESSAGES).set(author.auth).field('body', 'hello').expect(201);
  });

  it('forgets what was uploaded more than 24 hours ago', async () => {
    const author = await createUser(world.app.ctx);
    await uploaded(author, limit, new Date(Date.now() - 25 * 60 * 60_000));
    await api()
      .post(MY_MESSAGES)
      .set(author.auth)
      .attach('attachment', sampleFiles.pdf, 'paper.pdf')
      .expect(201);
  });
});

describe('chat messages per minute', () => {
  const max = QUOTA_DEFAULTS.messagesPerMinute;
  const send = (who: CreatedUser, path = MY_MESSAGES, locale = 'en') =>
    api().post(path).set(who.auth).set('lang-code', locale).field('body', `message ${uniq()}`);

  it('lets an author send the limit, then answers 429, even when all are sent at once', async () => {
    const author = await createUser(world.app.ctx);
    const burst = await Promise.all(Array.from({ length: max + 5 }, () => send(author)));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(max);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);
    const az = await send(author, MY_MESSAGES, 'az').expect(429);
    expect(az.body.message).toBe(
      `Mesajları çox tez göndərirsiniz (dəqiqədə ən çoxu ${max}). Bir az gözləyin`,
    );
  });

  it('does not slow the organisers down', async () => {
    const author = await createUser(world.app.ctx);
    for (let i = 0; i < max + 3; i++)
      await send(world.admin, wirePath(contract.messages.reply, { userId: author.user.id }));
    expect(await world.app.ctx.models.Message.count({ where: { userId: author.user.id } })).toBe(
      max + 3,
    );
  });
});
