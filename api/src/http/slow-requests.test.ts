import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import request from 'supertest';
import { expect, it } from 'vitest';
import { capturingLogger } from '../test/logs.js';
import { warnSlowRequests } from './slow-requests.js';

it('warns about a request slower than the threshold, with its path but not its query', async () => {
  const { logger, lines } = capturingLogger('warn');
  const app = express();
  app.use(warnSlowRequests(logger, 100));
  app.get('/fast', (_req, res) => void res.send('ok'));
  app.get('/slow', (_req, res) => void sleep(150).then(() => res.status(202).send('late')));

  await request(app).get('/fast?token=secret').expect(200);
  await request(app).get('/slow?token=secret').expect(202);

  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    msg: 'slow request',
    method: 'GET',
    path: '/slow',
    status: 202,
  });
  expect(lines[0]!.ms).toBeGreaterThanOrEqual(100);
  expect(JSON.stringify(lines)).not.toContain('secret');
});
