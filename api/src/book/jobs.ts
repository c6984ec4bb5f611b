import { Op, UniqueConstraintError } from 'sequelize';
import { SOCKET_EVENTS, type BookJobDto } from '@conf/common';
import { recordAudit, type AuditActor } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { BookJobModel } from '../db/models/produces.js';
import { storageKeys } from '../files/storage/index.js';
import { removeQuietly, transactionWithFiles } from '../files/store.js';
import { ConflictError } from '../http/errors.js';
import { buildBook, type BookResult } from './build.js';

/** A build that has not reported for this long died with its process; another may start. */
export const BOOK_JOB_STALE_MS = 10 * 60_000;

export function presentJob(job: BookJobModel): BookJobDto {
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    processed: job.processed,
    total: job.total,
    requestedBy: job.requester ? `${job.requester.name} ${job.requester.surname}` : null,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    pageCount: job.pageCount,
    size: job.size,
    included: job.included,
    problems: job.problems,
    error: job.error,
  };
}

export const jobIncludes = [{ association: 'requester', attributes: ['name', 'surname'] }];

function announce(ctx: AppContext, job: BookJobModel) {
  ctx.realtime.toAdmins(SOCKET_EVENTS.bookProgress, {
    jobId: job.id,
    status: job.status,
    progress: job.progress,
    processed: job.processed,
    total: job.total,
  });
}

/** Marks builds whose process died (no heartbeat) as failed, freeing the one-build slot. */
async function failStaleJobs(ctx: AppContext) {
  const stale = new Date(Date.now() - BOOK_JOB_STALE_MS);
  await ctx.models.BookJob.update(
    { status: 'failed', active: null, error: 'interrupted', finishedAt: new Date() },
    {
      where: {
        active: true,
        [Op.or]: [
          { heartbeatAt: { [Op.lt]: stale } },
          { heartbeatAt: null, createdAt: { [Op.lt]: stale } },
        ],
      },
    },
  );
}

/**
 * Queues a build and starts it in the background. The database allows one active build (a
 * partial unique index), so two organisers clicking at once, on any instance, get one build
 * and one 409.
 */
export async function startBookBuild(ctx: AppContext, admin: AuditActor): Promise<BookJobModel> {
  await failStaleJobs(ctx);
  let job: BookJobModel;
  try {
    job = await ctx.models.sequelize.transaction(async (t) => {
      const created = await ctx.models.BookJob.create(
        { status: 'queued', active: true, requestedBy: admin.id, heartbeatAt: new Date() },
        { transaction: t },
      );
      await recordAudit(
        ctx.models,
        admin,
        {
          action: 'book.build',
          resource: 'book',
          resourceId: created.id,
          after: { status: 'queued' },
        },
        t,
      );
      return created;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError('error.bookRunning');
    throw err;
  }
  setImmediate(() => void runBookJob(ctx, job.id));
  return job;
}

/**
 * Rebuilding replaces the book: the new one, kept in storage, and the retirement of the earlier
 * ones commit together; the earlier files are removed afterwards (the reconciler takes any a
 * stop cut short).
 */
async function finish(ctx: AppContext, job: BookJobModel, result: BookResult) {
  const earlier = await transactionWithFiles(
    ctx.models.sequelize,
    ctx.storage,
    async (transaction, place) => {
      const done = await ctx.models.BookJob.findAll({
        where: { status: 'done', storedName: { [Op.ne]: null } },
        transaction,
      });
      await ctx.models.BookJob.update(
        { storedName: null },
        { where: { id: done.map((j) => j.id) }, transaction },
      );
      await job.update(
        {
          status: 'done',
          active: null,
          progress: 100,
          finishedAt: new Date(),
          storedName: result.storedName,
          size: result.size,
          pageCount: result.pageCount,
          included: result.included,
          problems: result.problems,
        },
        { transaction },
      );
      await place(result.file, storageKeys.book(result.storedName));
      return done;
    },
  ).finally(() => removeQuietly(result.file));
  for (const old of earlier) await ctx.storage.remove(storageKeys.book(old.storedName!));
}

/** Runs one build to its end, reporting progress in the row and over the socket. */
export async function runBookJob(ctx: AppContext, id: number): Promise<void> {
  const job = (await ctx.models.BookJob.findByPk(id))!;
  try {
    await job.update({ status: 'running', startedAt: new Date(), heartbeatAt: new Date() });
    announce(ctx, job);
    // Progress arrives from the worker faster than it needs saving: one write at a time.
    let saving: Promise<unknown> = Promise.resolve();
    let last = -1;
    const result = await buildBook(ctx, (processed, total) => {
      const progress = Math.floor((processed / Math.max(total, 1)) * 95);
      if (progress === last && processed !== total) return;
      last = progress;
      saving = saving.then(() =>
        job
          .update({ processed, total, progress, heartbeatAt: new Date() })
          .then(() => announce(ctx, job)),
      );
    });
    await saving;
    await finish(ctx, job, result);
  } catch (err) {
    ctx.logger.error({ err, jobId: id }, 'book build failed');
    await job
      .update({
        status: 'failed',
        active: null,
        finishedAt: new Date(),
        error: err instanceof Error ? err.message : String(err),
      })
      .catch(() => undefined);
  }
  announce(ctx, job);
}
