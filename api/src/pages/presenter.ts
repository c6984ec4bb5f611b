import { bodyUnderTitle, type AdminPageDto, type PageDto } from '@conf/common';
import { adminPresenter, otherVersions, type AdminPresenter } from '../content/presenter.js';
import type { WithGroup } from '../content/service.js';
import type { PageModel } from '../db/models/page.js';
import { pagePolicy } from './policy.js';

/**
 * A page for visitors: its published translations only, so the language switch never 404s; a
 * body stored before the title rule (pages/service.ts) still never shows the title twice nor leaves a gap in the outline under it.
 */
export function presentPage(entry: WithGroup<PageModel>): PageDto {
  const { id, slug, locale, title, description, body } = entry.item;
  const translations = otherVersions(
    entry,
    (p) => ({ locale: p.locale, slug: p.slug }),
    (p) => pagePolicy.can(undefined, 'read', p),
  );
  return {
    id,
    slug,
    locale,
    title,
    description,
    body: bodyUnderTitle(title, body),
    translations,
  };
}

/** A page for the console: every translation, published or not; the body only when asked. */
export const presentAdminPage: AdminPresenter<PageModel, AdminPageDto> = adminPresenter(
  (p: PageModel) => ({
    slug: p.slug,
    title: p.title,
    description: p.description,
    position: p.position,
  }),
  (p) => ({ slug: p.slug }),
);
