import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalChangeFeed, type ChangeTopic } from './changes.js';
import { relayChanges } from './relay.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
const quiet = pino({ level: 'silent' });
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe.skipIf(!REDIS_URL)('the change feed across instances (Redis)', () => {
  it('delivers what one instance publishes to the other, once, and not back to itself', async () => {
    const channel = `conf-test:${randomBytes(4).toString('hex')}:changes`;
    const a = new LocalChangeFeed();
    const b = new LocalChangeFeed();
    closers.push(await relayChanges(a, REDIS_URL!, quiet, channel));
    closers.push(await relayChanges(b, REDIS_URL!, quiet, channel));
    const seenOnA: ChangeTopic[] = [];
    const seenOnB: ChangeTopic[] = [];
    a.subscribe('pages', (t) => seenOnA.push(t));
    b.subscribe('pages', (t) => seenOnB.push(t));

    a.publish('pages');
    await expect.poll(() => seenOnB, { timeout: 5_000 }).toEqual(['pages']);
    // A published and delivered it itself at once; the relayed copy is not delivered again.
    await new Promise((r) => setTimeout(r, 200));
    expect(seenOnA).toEqual(['pages']);
  });
});
