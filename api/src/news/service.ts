import { Op, type WhereOptions } from 'sequelize';
import type { Locale, NewsUpdateInput } from '@conf/common';
import type { Caller } from '../auth/policy.js';
import type { AppContext } from '../context.js';
import { contentService, type WithGroup } from '../content/service.js';
import type { NewsModel } from '../db/models/news.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { sanitizeBody } from '../pages/sanitize.js';
import { newsPolicy } from './policy.js';

/** News as organisers manage it (content/service.ts). */
export const newsContent = (ctx: AppContext) =>
  contentService<NewsModel, NewsUpdateInput>(ctx.models, {
    model: ctx.models.News,
    resource: 'news',
    notFound: () => NotFoundError('news'),
    // The one unique index on news: a group holds one item per language.
    conflict: () => ConflictError('error.newsTranslationExists'),
    columns: (input) => ({
      title: input.title,
      summary: input.summary,
      body: sanitizeBody(input.body),
      publishedAt: input.publishedAt,
      ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
    }),
  });

/** `q` looks in the title. */
export const searchNews = (pattern: string): WhereOptions<NewsModel> => ({
  title: { [Op.iLike]: pattern },
});

/** The latest public items in one language, newest first. */
export function latestNews(ctx: AppContext, locale: Locale, limit: number) {
  return ctx.models.News.findAll({
    where: { locale, isPublished: true, publishedAt: { [Op.lte]: new Date() } },
    order: [
      ['publishedAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  });
}

export async function findPublicNews(
  ctx: AppContext,
  user: Caller,
  id: number,
): Promise<WithGroup<NewsModel>> {
  const news = newsPolicy.authorize(user, 'read', await ctx.models.News.findByPk(id));
  return newsContent(ctx).withGroup(news);
}
