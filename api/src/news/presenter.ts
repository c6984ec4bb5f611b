import type { AdminNewsDto, NewsDto, NewsSummaryDto } from '@conf/common';
import { adminPresenter, otherVersions, type AdminPresenter } from '../content/presenter.js';
import type { WithGroup } from '../content/service.js';
import type { NewsModel } from '../db/models/news.js';
import { newsPolicy } from './policy.js';

export function presentNewsSummary(news: NewsModel): NewsSummaryDto {
  return {
    id: news.id,
    title: news.title,
    summary: news.summary,
    publishedAt: news.publishedAt.toISOString(),
  };
}

/** One item for visitors, with the public versions of it in other languages. */
export function presentNews(entry: WithGroup<NewsModel>): NewsDto {
  const { item } = entry;
  const translations = otherVersions(
    entry,
    (n) => ({ id: n.id, locale: n.locale }),
    (n) => newsPolicy.can(undefined, 'read', n),
  );
  return { ...presentNewsSummary(item), locale: item.locale, body: item.body, translations };
}

/** An item for the console: every translation, published or not; the body only when asked. */
export const presentAdminNews: AdminPresenter<NewsModel, AdminNewsDto> = adminPresenter(
  (n: NewsModel) => ({
    title: n.title,
    summary: n.summary,
    publishedAt: n.publishedAt.toISOString(),
  }),
  () => ({}),
);
