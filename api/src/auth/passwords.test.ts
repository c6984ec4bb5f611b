import { monitorEventLoopDelay } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import { BCRYPT_ROUNDS, DUMMY_HASH, createPasswordPool, type PasswordHasher } from './passwords.js';

let pool: PasswordHasher | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the password worker pool', () => {
  it('hashes with bcryptjs at the cost of the stored hashes, and compares both ways', async () => {
    pool = createPasswordPool({ size: 2 });
    const hash = await pool.hash('correct horse battery');
    expect(hash).toMatch(new RegExp(`^\\$2b\\$${BCRYPT_ROUNDS}\\$`));
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(BCRYPT_ROUNDS);
    expect(await pool.compare('correct horse battery', hash)).toBe(true);
    expect(await pool.compare('wrong horse', hash)).toBe(false);
    // Hashes made on the event loop by bcryptjs itself compare the same (existing accounts).
    expect(await pool.compare('old', bcrypt.hashSync('old', 4))).toBe(true);
  });

  it('keeps the event loop free while it hashes', async () => {
    pool = createPasswordPool({ size: 1 });
    await pool.hash('warm the worker up');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // Three cost-12 hashes are over a second of CPU; on the event loop each would stall it whole.
    await Promise.all([pool.hash('a-password'), pool.hash('b-password'), pool.hash('c-password')]);
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan(250);
  });

  it('refuses work past its queue with 503, and all work once closed', async () => {
    pool = createPasswordPool({ size: 1, maxQueue: 1, rounds: 4 });
    const first = pool.hash('one'); // running
    const second = pool.hash('two'); // queued
    await expect(pool.hash('three')).rejects.toMatchObject({
      status: 503,
      messageKey: 'error.busy',
    });
    await Promise.all([first, second]);
    await pool.close();
    await expect(pool.hash('four')).rejects.toThrow(/closed/);
  });

  it('rejects what is in flight when closed, so nothing hangs on shutdown', async () => {
    pool = createPasswordPool({ size: 1 });
    const settled = Promise.allSettled([pool.hash('in flight'), pool.hash('queued')]);
    await pool.close();
    const [running, queued] = await settled;
    expect(running?.status).toBe('rejected');
    expect(queued).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/closed/) },
    });
  });
});
