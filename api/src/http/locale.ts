import type { RequestHandler } from 'express';
import { resolveLocale, type Locale } from '@conf/common';
// The augmentation of Express's Request that declares the `locale` this middleware sets.
import type {} from './request.js';

/**
 * Every request carries `lang-code` (spec §7); an unknown code falls back to Azerbaijani. A request
 * without the header (a browser following a mailed link) gets English, the site's default.
 */
export const localeOf = (langCode: string | undefined): Locale =>
  langCode ? resolveLocale(langCode) : 'en';

export const localeFromHeader: RequestHandler = (req, _res, next) => {
  req.locale = localeOf(req.get('lang-code'));
  next();
};

/** The name of a reference row (country, topic) in the reader's language. */
export const localName = (locale: Locale, row: { nameEn: string; nameAz: string }) =>
  locale === 'az' ? row.nameAz : row.nameEn;
