import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.js';
import { listQuerySchema, sortBy } from './list.js';
import { moment, optionalText, requiredText, text } from './fields.js';

/**
 * Input of content pages and news, shared by the admin console's forms and the API. The body is
 * HTML from the editor; the API sanitises it before it is stored, so nothing here trusts it.
 */

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const PAGE_BODY_MAX_CHARS = 200_000;

export const slugSchema = requiredText(120).pipe(
  text().regex(SLUG_PATTERN, { error: 'validation.slug' }),
);

const locale = z.enum(LOCALES, { error: 'validation.invalidChoice' });
const body = text().max(PAGE_BODY_MAX_CHARS, { error: 'validation.tooLong' }).default('');
const isPublished = z.boolean({ error: 'validation.invalidChoice' });
const position = z.coerce
  .number({ error: 'validation.invalidNumber' })
  .int({ error: 'validation.invalidNumber' })
  .min(0, { error: 'validation.invalidNumber' })
  .max(10_000, { error: 'validation.invalidNumber' });

/**
 * A page's own fields; its language is fixed at creation (the relation creates the other one).
 * On update, an absent `isPublished` or `position` keeps the stored value, so a form that does
 * not show them never republishes a draft by accident.
 */
export const pageUpdateSchema = z.object({
  slug: slugSchema,
  title: requiredText(255),
  description: optionalText(500),
  body,
  isPublished: isPublished.optional(),
  /** Order in menus and lists, smallest first. */
  position: position.optional(),
});
export type PageUpdateInput = z.infer<typeof pageUpdateSchema>;

export const pageCreateSchema = pageUpdateSchema.extend({
  locale,
  isPublished: isPublished.default(true),
  position: position.default(0),
});
export type PageCreateInput = z.infer<typeof pageCreateSchema>;

/** The other-language page of a group; the locale defaults to the language the group lacks. */
export const pageRelationSchema = pageCreateSchema.extend({ locale: locale.optional() });
export type PageRelationInput = z.infer<typeof pageRelationSchema>;

export const publishSchema = z.object({
  isPublished: z.boolean({ error: 'validation.required' }),
});
export type PublishInput = z.infer<typeof publishSchema>;

/** "true"/"false" in a query string. */
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

export const PAGE_SORT_FIELDS = [
  'title',
  'slug',
  'locale',
  'position',
  'createdAt',
  'updatedAt',
] as const;
/** The filters both content lists share. */
const contentFilters = { locale: locale.optional(), published: queryBoolean.optional() };

export const pageListQuerySchema = listQuerySchema.extend({
  sort: sortBy(PAGE_SORT_FIELDS),
  ...contentFilters,
});
export type PageListQuery = z.infer<typeof pageListQuerySchema>;

/** A date from JSON (an ISO string): absent means required, anything unparseable is not a date. */
const publishedAt = moment;

export const newsUpdateSchema = z.object({
  title: requiredText(255),
  summary: optionalText(1000),
  body,
  publishedAt,
  isPublished: isPublished.optional(),
});
export type NewsUpdateInput = z.infer<typeof newsUpdateSchema>;

export const newsCreateSchema = newsUpdateSchema.extend({
  locale,
  isPublished: isPublished.default(true),
});
export type NewsCreateInput = z.infer<typeof newsCreateSchema>;

export const newsRelationSchema = newsCreateSchema.extend({ locale: locale.optional() });
export type NewsRelationInput = z.infer<typeof newsRelationSchema>;

export const NEWS_SORT_FIELDS = [
  'title',
  'locale',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;
export const newsListQuerySchema = listQuerySchema.extend({
  sort: sortBy(NEWS_SORT_FIELDS),
  ...contentFilters,
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const NEWS_LATEST_MAX = 20;
export const newsLatestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_LATEST_MAX).default(5),
});

/** The language the other page of a two-language group is written in. */
export function otherLocale(l: Locale): Locale {
  return LOCALES.find((x) => x !== l) ?? l;
}

// Shapes on the wire.

/** A language version of the same page (the public language switch follows these). */
export interface PageTranslationDto {
  locale: Locale;
  slug: string;
}

export interface PageDto {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  description: string;
  body: string;
  translations: PageTranslationDto[];
}

export interface AdminPageTranslationDto extends PageTranslationDto {
  id: number;
  isPublished: boolean;
}

export interface AdminPageDto {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  description: string;
  /** Absent in lists. */
  body?: string;
  isPublished: boolean;
  position: number;
  translationGroup: string;
  createdAt: string;
  updatedAt: string;
  translations: AdminPageTranslationDto[];
}

export interface NewsSummaryDto {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
}

export interface NewsDto extends NewsSummaryDto {
  locale: Locale;
  body: string;
  translations: { id: number; locale: Locale }[];
}

export interface AdminNewsDto {
  id: number;
  locale: Locale;
  title: string;
  summary: string;
  body?: string;
  publishedAt: string;
  isPublished: boolean;
  translationGroup: string;
  createdAt: string;
  updatedAt: string;
  translations: { id: number; locale: Locale; isPublished: boolean }[];
}
