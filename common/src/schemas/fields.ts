import { z } from 'zod';
import { PG_INT_MAX, SANE_YEARS } from '../constants.js';
import type { MessageKey } from '../i18n/catalogue.js';

/**
 * Field builders shared by the schemas. Every message is a catalogue key; the API and the web
 * app translate it into the reader's language.
 */
const msg = (key: MessageKey) => ({ error: key });

/** PostgreSQL refuses NUL in text (and in `text[]`): no field of ours has a use for one. */
// eslint-disable-next-line no-control-regex
const NO_NUL = /^[^\u0000]*$/;

/**
 * Any text a client sends: a string without NUL bytes. Every text field of every schema starts
 * here, so a new field cannot forget the rule.
 */
export function text(params?: { error: MessageKey }) {
  return z.string(params).regex(NO_NUL, msg('validation.nulByte'));
}

/** The first message of an absent value is "required", whatever the type check would say. */
const requiredOr = (key: MessageKey) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.required'
      : key,
});

export function requiredText(max = 255) {
  return text(msg('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(max, msg('validation.tooLong'));
}

export function optionalText(max = 255) {
  return text().trim().max(max, msg('validation.tooLong')).optional().default('');
}

export const email = text(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(254, msg('validation.tooLong'))
  .pipe(z.email(msg('validation.email')))
  .transform((value) => value.toLowerCase());

export const password = text(msg('validation.required'))
  .min(1, msg('validation.required'))
  .refine((value) => value.length >= 8 && value.length <= 128, msg('validation.passwordLength'));

export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, requiredOr('validation.invalidChoice'));
}

/** A database id from a form or a query string: "12" and 12 alike; empty means missing. */
export const positiveId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number(requiredOr('validation.invalidNumber'))
    .int(msg('validation.invalidNumber'))
    .positive(msg('validation.required'))
    .max(PG_INT_MAX, msg('validation.invalidNumber')),
);

const inSaneYears = (year: number) => year >= SANE_YEARS.min && year <= SANE_YEARS.max;

/** A calendar day, "2025-09-03", within SANE_YEARS. */
export const calendarDay = z.iso
  .date(msg('validation.calendarDate'))
  .refine((day) => inSaneYears(Number(day.slice(0, 4))), msg('validation.dateOutOfRange'));

/** A moment from JSON (an ISO string) within SANE_YEARS: absent means required. */
export const moment = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? new Date(v) : v),
  z
    .date(requiredOr('validation.date'))
    .refine((d) => inSaneYears(d.getUTCFullYear()), msg('validation.dateOutOfRange')),
);

export const phonePrefix = text(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .regex(/^\+\d{1,4}(-\d{1,4})?$/, msg('validation.phonePrefix'));

export const phone = text(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .regex(/^\d[\d\s-]{3,19}$/, msg('validation.phone'));

/** Counts words the way an author reads a title: runs of non-space characters. */
export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}
