import { definePolicy } from '../auth/policy.js';
import type { NewsModel } from '../db/models/news.js';
import { NotFoundError } from '../http/errors.js';

/**
 * Anyone reads a published item whose date has come (an organiser may date an announcement
 * ahead); everything else is for organisers on the admin routes.
 */
export const newsPolicy = definePolicy({
  rules: {
    read: (_user, news: Pick<NewsModel, 'isPublished' | 'publishedAt'>) =>
      news.isPublished && news.publishedAt.getTime() <= Date.now(),
  },
  refuse: () => NotFoundError('news'),
});
