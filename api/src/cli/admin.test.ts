import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser } from '../test/factories.js';
import { connectSocket } from '../test/sockets.js';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'admin.ts');

/** The app runs beside the command, as on a server: sockets open, sweeping every 150 ms. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ socket: { sessionSweepMs: 150 } });
});
afterAll(() => app.close());

/** `npm run admin -- …` in its own process, on the app's database. */
const admin = (...args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', CLI, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      DATA_DIR: app.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  }).catch((err: { code: number; stdout: string; stderr: string }) => err);

const roleOf = async (id: number) => (await app.ctx.models.User.findByPk(id))!.role;

describe('npm run admin -- promote / demote', () => {
  it('keeps the last organiser, with the console’s own words', async () => {
    const only = await createAdmin(app.ctx);
    const refused = await admin('demote', '--email', only.user.email);
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toContain('This is the last administrator');
    expect(await roleOf(only.user.id)).toBe('admin');
  }, 60_000);

  it('demotes through the service: audited, and the open console loses its socket', async () => {
    const organiser = await createAdmin(app.ctx);
    const socket = await connectSocket(app.url, { auth: { token: organiser.token } });
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));

    const done = await admin('demote', '--email', organiser.user.email);
    expect(done.stdout).toContain(`${organiser.user.email} is now a regular user.`);
    expect(await roleOf(organiser.user.id)).toBe('user');
    expect(await dropped).toBe('io server disconnect');
    const entry = await app.ctx.models.AuditEvent.findOne({
      where: { action: 'user.role', resourceId: String(organiser.user.id) },
    });
    expect(entry?.get({ plain: true })).toMatchObject({ actorId: null, after: { role: 'user' } });

    const back = await admin('promote', '--email', organiser.user.email);
    expect(back.stdout).toContain('is now an organiser.');
    expect(await roleOf(organiser.user.id)).toBe('admin');
  }, 60_000);

  it('says so for an address with no account', async () => {
    const user = await createUser(app.ctx);
    const missing = await admin('promote', '--email', `x${user.user.email}`);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('No account with e-mail');
  }, 60_000);
});
