import { definePolicy } from '../auth/policy.js';
import type { PageModel } from '../db/models/page.js';
import { NotFoundError } from '../http/errors.js';

/**
 * Anyone reads a published page; everything else is for organisers, whom the admin guard lets
 * through on the admin routes. A draft answers like a missing page.
 */
export const pagePolicy = definePolicy({
  rules: { read: (_user, page: Pick<PageModel, 'isPublished'>) => page.isPublished },
  refuse: () => NotFoundError('page'),
});
