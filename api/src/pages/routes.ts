import { contract, PAGE_SORT_FIELDS, slugSchema } from '@conf/common';
import type { AppContext } from '../context.js';
import { adminContentRoutes } from '../content/routes.js';
import { orderBy, sortColumns } from '../db/list.js';
import { NotFoundError } from '../http/errors.js';
import { handle, type MountedRoute } from '../http/route.js';
import { presentAdminPage, presentPage } from './presenter.js';
import { findPublicPage, pageContent, searchPages } from './service.js';

const SORT = sortColumns(PAGE_SORT_FIELDS);

/** A published page in the request's language, and the organisers' pages. */
export function pageRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(
      contract.pages.get,
      async ({ user, input, locale }) => {
        // A malformed slug cannot name a page: the answer is the same 404 as for a missing one.
        const slug = slugSchema.safeParse(input.params.slug);
        if (!slug.success) throw NotFoundError('page');
        return presentPage(await findPublicPage(ctx, user, locale, slug.data));
      },
      // What a visitor sees of a page is the same for every visitor, until an edit. (A malformed
      // slug's 404 is thrown before anything is kept.)
      {
        shared: {
          cache: ctx.replies,
          key: ({ user, input, locale }) =>
            user ? undefined : `page:${locale}:${input.params.slug}`,
        },
      },
    ),
    ...adminContentRoutes({
      routes: contract.pages.admin,
      service: pageContent(ctx),
      search: searchPages,
      order: (query) => orderBy(query.sort, SORT, 'position'),
      present: presentAdminPage,
    }),
  ];
}
