import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import { countryId, createAdmin, createUser, type CreatedUser } from './factories.js';
import { topicIds } from './reviews.js';

/** A test file's app with one organiser (and, unless told otherwise, one author) in it. */
export interface TestWorld {
  app: TestApp;
  admin: CreatedUser;
  /** Absent when the world was made with `author: false`. */
  author: CreatedUser;
  /** The seeded topics' ids, in the order of their position. */
  topics: number[];
  /** The first topic's id. */
  topicId: number;
  /** Great Britain's id: registration bodies need a real country. */
  gbId: number;
}

export interface WorldOptions {
  /** How the app is started (config, logger, rate limits...). */
  app?: Parameters<typeof startTestApp>[0];
  /** The organiser's own fields (its locale, mostly). */
  admin?: Parameters<typeof createUser>[1];
  /** False: no author, for the files that count the users they make themselves. */
  author?: boolean;
  /** One author may submit any number of abstracts (the per-author quota is not what is tested). */
  unlimitedAbstracts?: boolean;
}

/**
 * Starts the file's app before its tests and closes it after them: the set-up every API test
 * file starts from. The fields are set in beforeAll: read them inside tests, never at the top of
 * the file.
 */
export function useTestWorld(options: WorldOptions = {}): TestWorld {
  const world = {} as TestWorld;
  beforeAll(async () => {
    world.app = await startTestApp(options.app);
    world.admin = await createAdmin(world.app.ctx, options.admin);
    if (options.author !== false) world.author = await createUser(world.app.ctx);
    world.topics = await topicIds(world.app.ctx);
    world.topicId = world.topics[0]!;
    world.gbId = await countryId(world.app.ctx, 'GB');
    if (options.unlimitedAbstracts) {
      await world.app.ctx.settings.update(world.admin.user, {
        quotas: { abstractsPerAuthor: 100 },
      });
    }
  });
  afterAll(() => world.app?.close());
  return world;
}
