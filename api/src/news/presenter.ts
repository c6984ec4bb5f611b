import type { AdminNewsDto, NewsDto, NewsSummaryDto } from '@conf/common';
import type { NewsModel } from '../db/models/news.js';
import { isPublicNews } from './policy.js';

export function presentNewsSummary(news: NewsModel): NewsSummaryDto {
  return {
    id: news.id,
    title: news.title,
    summary: news.summary,
    publishedAt: news.publishedAt.toISOString(),
  };
}

/** One item for visitors, with the public versions of it in other languages. */
export function presentNews(news: NewsModel, group: NewsModel[]): NewsDto {
  return {
    ...presentNewsSummary(news),
    locale: news.locale,
    body: news.body,
    translations: group
      .filter((n) => n.id !== news.id && isPublicNews(n))
      .map((n) => ({ id: n.id, locale: n.locale })),
  };
}

export function presentAdminNews(
  news: NewsModel,
  group: NewsModel[],
  options: { withBody: boolean },
): AdminNewsDto {
  return {
    id: news.id,
    locale: news.locale,
    title: news.title,
    summary: news.summary,
    ...(options.withBody ? { body: news.body } : {}),
    publishedAt: news.publishedAt.toISOString(),
    isPublished: news.isPublished,
    translationGroup: news.translationGroup,
    createdAt: news.createdAt.toISOString(),
    updatedAt: news.updatedAt.toISOString(),
    translations: group
      .filter((n) => n.id !== news.id)
      .map((n) => ({ id: n.id, locale: n.locale, isPublished: n.isPublished })),
  };
}
