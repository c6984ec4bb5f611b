import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import { createAdmin, createUser, type CreatedUser } from './factories.js';

/** A test file's app with one organiser and one author in it. */
export interface TestWorld {
  app: TestApp;
  admin: CreatedUser;
  author: CreatedUser;
}

/**
 * Starts the file's app before its tests and closes it after them. The fields are set in
 * beforeAll: read them inside tests, never at the top of the file.
 */
export function useTestWorld(): TestWorld {
  const world = {} as TestWorld;
  beforeAll(async () => {
    world.app = await startTestApp();
    world.admin = await createAdmin(world.app.ctx);
    world.author = await createUser(world.app.ctx);
  });
  afterAll(() => world.app.close());
  return world;
}
