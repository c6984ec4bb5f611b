import { contract, NEWS_SORT_FIELDS, positiveId } from '@conf/common';
import type { AppContext } from '../context.js';
import { adminContentRoutes } from '../content/routes.js';
import { orderBy, sortColumns } from '../db/list.js';
import { NotFoundError } from '../http/errors.js';
import { handle, sameForEveryone, type MountedRoute } from '../http/route.js';
import { presentAdminNews, presentNews, presentNewsSummary } from './presenter.js';
import { findPublicNews, latestNews, newsContent, searchNews } from './service.js';

const SORT = sortColumns(NEWS_SORT_FIELDS);
const LATEST_NEWS_MAX_AGE_MS = 60_000;

/** Published news in the request's language, and the organisers' news. */
export function newsRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(
      contract.news.latest,
      async ({ input, locale }) => {
        const items = await latestNews(ctx, locale, input.query.limit);
        return { news: items.map(presentNewsSummary) };
      },
      // The same for everyone, until a change or until a scheduled item's time comes (a minute
      // at most, as for the pages the site keeps).
      { shared: sameForEveryone(ctx.replies, 'latest-news', LATEST_NEWS_MAX_AGE_MS) },
    ),
    handle(contract.news.get, async ({ user, input }) => {
      // An id that is not a number names no news item: the same 404 as a missing one.
      const id = positiveId.safeParse(input.params.id);
      if (!id.success) throw NotFoundError('news');
      return presentNews(await findPublicNews(ctx, user, id.data));
    }),
    ...adminContentRoutes({
      routes: contract.news.admin,
      service: newsContent(ctx),
      search: searchNews,
      order: (query) => orderBy(query.sort, SORT, '-publishedAt'),
      present: presentAdminNews,
    }),
  ];
}
