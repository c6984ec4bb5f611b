import type { PageModel } from '../db/models/page.js';

/**
 * Who sees a page: visitors see published pages; everything else is for organisers, whom the
 * admin guard already lets through on `/api/admin/pages`.
 */
export const isPublicPage = (page: Pick<PageModel, 'isPublished'>): boolean => page.isPublished;
