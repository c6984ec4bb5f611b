import { contract, createFetcher, type Fetcher, type ThesisDto } from '@conf/common';
import type { AppContext } from '../context.js';
import type { TestApp } from './app.js';
import { countryId, createUser, uniq, type CreatedUser } from './factories.js';
import { thesisData } from './theses.js';
import { abstractZip } from './zip.js';

/** A typed client of the test app as `who` (null: a visitor), in `locale`. */
export const fetcherFor = (app: TestApp, who: CreatedUser | null, locale = 'en'): Fetcher =>
  createFetcher({
    apiBase: `${app.url}/api`,
    headers: () => ({ 'lang-code': locale, ...(who ? who.auth : {}) }),
  });

/** A multipart body: text fields, and files as [bytes, file name, content type]. */
export const formBody = (fields: Record<string, string | [Buffer, string, string]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value[0])], { type: value[2] }), value[1]);
  }
  return data;
};

/** A reviewer of the given topics, from a place of their own unless told otherwise. */
export async function createReviewer(
  ctx: AppContext,
  topicIds: readonly number[],
  overrides: Parameters<typeof createUser>[1] & { institution?: string } = {},
): Promise<CreatedUser> {
  const { institution = `Reviewers' Institute ${uniq()}`, ...rest } = overrides;
  const created = await createUser(ctx, { ...rest, role: 'reviewer' });
  await created.user.update({ institution });
  await ctx.models.ReviewerTopic.bulkCreate(
    topicIds.map((topicId) => ({ userId: created.user.id, topicId })),
  );
  return created;
}

/** Topics by their place in the programme (1 = the first). */
export async function topicIds(ctx: AppContext): Promise<number[]> {
  const topics = await ctx.models.Topic.findAll({ order: [['position', 'ASC']] });
  return topics.map((t) => t.id);
}

export interface AbstractAuthor {
  name?: string;
  surname?: string;
  email?: string;
  institution?: string;
}

/**
 * Submits an abstract through the real route (multipart, a real archive on disk) as `author`;
 * the listed co-authors follow the first one.
 */
export async function submitAbstract(
  app: TestApp,
  author: CreatedUser,
  options: {
    topicId: number;
    title?: string;
    authors?: AbstractAuthor[];
    zip?: Buffer;
    fileName?: string;
  },
): Promise<ThesisDto> {
  const gb = await countryId(app.ctx, 'GB');
  const base = thesisData(gb, options.topicId, options.title ? { title: options.title } : {});
  const template = base.authors[0]!;
  const authors = (options.authors ?? [{}]).map((a, i) => ({
    ...template,
    ...a,
    email: a.email ?? `coauthor-${uniq()}@example.org`,
    isCorresponding: i === 0,
  }));
  const form = new FormData();
  form.append('data', JSON.stringify({ ...base, authors }));
  form.append(
    'file',
    new Blob([new Uint8Array(options.zip ?? abstractZip())], { type: 'application/zip' }),
    options.fileName ?? 'abstract.zip',
  );
  return fetcherFor(app, author)(contract.theses.submit, { body: form });
}
