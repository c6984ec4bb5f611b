import { parseArgs } from 'node:util';
import { z } from 'zod';
import { email as emailSchema, positiveId } from '@conf/common';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';
import { RealtimeHub } from '../realtime/hub.js';
import { promoteReviewer, setReviewerTopics } from '../reviews/reviewers.js';
import { describeFailure } from './refusal.js';

const USAGE = `Usage:
  npm run admin -- reviewer --email someone@example.org --topics 1,3
       (makes a regular user a reviewer of topics 1 and 3, or sets an existing reviewer's
        topics; the topics' ids are those of GET /api/topics)`;

const topicList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : v,
  z.array(positiveId),
);

/**
 * `npm run admin -- reviewer`: the same service functions as the organisers' console (the role
 * through the users service, the topics with their audit event), recorded with no actor: the
 * system. Answers the process exit code.
 */
export async function runReviewerCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, topics: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  const topics = topicList.safeParse(values.topics ?? '');
  if (!email.success || !topics.success || values.topics === undefined) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDatabase(loadConfig(), createLogger({ logLevel: 'warn' }));
  const ctx = { models: db.models, realtime: new RealtimeHub() };
  try {
    const user = await db.models.User.findOne({ where: { email: email.data } });
    if (!user) throw new Error(`No account with e-mail ${email.data}`);
    if (user.role === 'reviewer') await setReviewerTopics(ctx, null, user.id, topics.data);
    else await promoteReviewer(ctx, null, user.id, topics.data);
    console.log(`${email.data} is now a reviewer of topics ${topics.data.join(', ') || '(none)'}.`);
    return 0;
  } catch (err) {
    console.error(describeFailure(err));
    return 1;
  } finally {
    await db.close();
  }
}
