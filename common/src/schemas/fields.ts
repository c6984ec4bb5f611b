import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue.js';

/**
 * Field builders shared by the schemas. Every message is a catalogue key; the API and the web
 * app translate it into the reader's language.
 */
const msg = (key: MessageKey) => ({ error: key });

/** The first message of an absent value is "required", whatever the type check would say. */
const requiredOr = (key: MessageKey) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.required'
      : key,
});

export function requiredText(max = 255) {
  return z
    .string(msg('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(max, msg('validation.tooLong'));
}

export function optionalText(max = 255) {
  return z.string().trim().max(max, msg('validation.tooLong')).optional().default('');
}

export const email = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(254, msg('validation.tooLong'))
  .pipe(z.email(msg('validation.email')))
  .transform((value) => value.toLowerCase());

export const password = z
  .string(msg('validation.required'))
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
    .positive(msg('validation.required')),
);

export const phonePrefix = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .regex(/^\+\d{1,4}(-\d{1,4})?$/, msg('validation.phonePrefix'));

export const phone = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .regex(/^\d[\d\s-]{3,19}$/, msg('validation.phone'));

/** Counts words the way an author reads a title: runs of non-space characters. */
export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}
