import type { NewsModel } from '../db/models/news.js';

/**
 * Who sees a news item: visitors see published items whose date has come (an organiser may date
 * an announcement ahead); everything else is for organisers on `/api/admin/news`.
 */
export const isPublicNews = (
  news: Pick<NewsModel, 'isPublished' | 'publishedAt'>,
  now = new Date(),
): boolean => news.isPublished && news.publishedAt.getTime() <= now.getTime();
