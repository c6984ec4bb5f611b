import type { AdminPageDto, PageDto } from '@conf/common';
import type { PageModel } from '../db/models/page.js';
import { isPublicPage } from './policy.js';

/** A page for visitors: its published translations only, so the language switch never 404s. */
export function presentPage(page: PageModel, group: PageModel[]): PageDto {
  return {
    id: page.id,
    slug: page.slug,
    locale: page.locale,
    title: page.title,
    description: page.description,
    body: page.body,
    translations: group
      .filter((p) => p.id !== page.id && isPublicPage(p))
      .map((p) => ({ locale: p.locale, slug: p.slug })),
  };
}

/** A page for the console: every translation, published or not; the body only when asked. */
export function presentAdminPage(
  page: PageModel,
  group: PageModel[],
  options: { withBody: boolean },
): AdminPageDto {
  return {
    id: page.id,
    slug: page.slug,
    locale: page.locale,
    title: page.title,
    description: page.description,
    ...(options.withBody ? { body: page.body } : {}),
    isPublished: page.isPublished,
    position: page.position,
    translationGroup: page.translationGroup,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    translations: group
      .filter((p) => p.id !== page.id)
      .map((p) => ({ id: p.id, locale: p.locale, slug: p.slug, isPublished: p.isPublished })),
  };
}
