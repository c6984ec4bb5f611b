import { contract, PAGE_SORT_FIELDS, slugSchema } from '@conf/common';
import type { AppContext } from '../context.js';
import { adminContentRoutes } from '../content/routes.js';
import { orderBy, sortColumns } from '../db/list.js';
import { NotFoundError } from '../http/errors.js';
import { handle, sameForEveryone, type MountedRoute } from '../http/route.js';
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
      // A published page is the same for everyone (pagePolicy reads no caller), until an edit.
      // (A malformed slug's or a missing page's 404 is thrown, and nothing is kept.)
      { shared: sameForEveryone(ctx.replies, 'page') },
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
