import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { sendStoredFile } from '../files/download.js';
import { storageKeys } from '../files/storage/index.js';
import { AppError } from '../http/errors.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { jobIncludes, presentJob, startBookBuild } from './jobs.js';

const routes = contract.book;

/** The organisers' book of abstracts: start a build, follow it, download the result. */
export function bookRoutes(ctx: AppContext): MountedRoute[] {
  const current = () =>
    ctx.models.BookJob.findOne({
      where: { status: 'done' },
      include: jobIncludes,
      order: [
        ['finishedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });

  return [
    handle(routes.state, async () => {
      const [done, latest] = await Promise.all([
        current(),
        ctx.models.BookJob.findOne({ include: jobIncludes, order: [['id', 'DESC']] }),
      ]);
      return {
        current: done ? presentJob(done) : null,
        latest: latest ? presentJob(latest) : null,
      };
    }),

    handle(routes.build, async ({ user }) => {
      const job = await startBookBuild(ctx, user);
      await job.reload({ include: jobIncludes });
      return presentJob(job);
    }),

    handle(routes.job, async ({ input }) => {
      const job = await ctx.models.BookJob.findByPk(input.params.id, { include: jobIncludes });
      if (!job) throw new AppError(404, 'error.bookJobNotFound');
      return presentJob(job);
    }),

    handleHttp(routes.download, async ({ res }) => {
      const done = await current();
      if (!done?.storedName) throw new AppError(404, 'error.bookNotBuilt');
      const day = (done.finishedAt ?? done.updatedAt).toISOString().slice(0, 10);
      await sendStoredFile(res, ctx.storage, storageKeys.book(done.storedName), {
        originalName: `book-of-abstracts-${day}.pdf`,
        mime: 'application/pdf',
      });
    }),
  ];
}
