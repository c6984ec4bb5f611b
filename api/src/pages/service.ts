import { Op, type WhereOptions } from 'sequelize';
import { type Locale, type PageUpdateInput, bodyUnderTitle } from '@conf/common';
import type { AppContext } from '../context.js';
import { contentService, type WithGroup } from '../content/service.js';
import type { PageModel } from '../db/models/page.js';
import type { Caller } from '../auth/policy.js';
import { AppError, ConflictError, NotFoundError } from '../http/errors.js';
import { pagePolicy } from './policy.js';
import { sanitizeBody } from './sanitize.js';

/** Pages as organisers manage them (content/service.ts). */
export const pageContent = (ctx: AppContext) =>
  contentService<PageModel, PageUpdateInput>(ctx.models, {
    model: ctx.models.Page,
    resource: 'page',
    notFound: () => NotFoundError('page'),
    // Either the slug is taken in that language (a field error the form shows beside the slug),
    // or the group already has a version in that language.
    conflict: (err) =>
      'slug' in err.fields
        ? new AppError(409, 'error.slugTaken', { slug: ['error.slugTaken'] })
        : ConflictError('error.translationExists'),
    columns: (input) => ({
      slug: input.slug,
      title: input.title,
      description: input.description,
      // The site shows the title above the body: a heading saying it again is not stored.
      body: bodyUnderTitle(input.title, sanitizeBody(input.body)),
      ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
      ...(input.position === undefined ? {} : { position: input.position }),
    }),
  });

/** `q` looks in the title and the slug. */
export const searchPages = (pattern: string): WhereOptions<PageModel> => ({
  [Op.or]: [{ title: { [Op.iLike]: pattern } }, { slug: { [Op.iLike]: pattern } }],
});

/** The published page a caller asked for, in the language of the request. */
export async function findPublicPage(
  ctx: AppContext,
  user: Caller,
  locale: Locale,
  slug: string,
): Promise<WithGroup<PageModel>> {
  const page = await ctx.models.Page.findOne({ where: { locale, slug } });
  return pageContent(ctx).withGroup(pagePolicy.authorize(user, 'read', page));
}
