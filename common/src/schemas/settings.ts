import { z } from 'zod';
import type { Currency } from '../rules/fee.js';
import { QUOTA_DEFAULTS } from '../rules/quotas.js';
import { optionalText, requiredText, text } from './fields.js';

/**
 * The conference's settings: what organisers fill in once in /admin/settings and every side then
 * reads (bank details per currency, contacts, associates, Zoom, the visitor counter, reviewing
 * and quota knobs). Stored per section in the database; environment variables only seed them on
 * the first start. A later feature adds its knobs as a new section here.
 */

const url = text()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: 'validation.url' })
  .default('');

const localizedText = (max: number) =>
  z.object({ en: optionalText(max), az: optionalText(max) }).default({ en: '', az: '' });

/** One bank account. Fields left empty are simply not shown to authors. */
export const bankAccountSchema = z.object({
  beneficiary: optionalText(255),
  bankName: optionalText(255),
  iban: text()
    .trim()
    .max(42, { error: 'validation.tooLong' })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v), {
      error: 'validation.iban',
    })
    .default(''),
  swift: text()
    .trim()
    .max(11, { error: 'validation.tooLong' })
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), {
      error: 'validation.swift',
    })
    .default(''),
  bankCode: optionalText(64),
  taxId: optionalText(64),
  correspondentAccount: optionalText(64),
  /** Anything else the author should write in the transfer (e.g. "Abstract fee, your name"). */
  notes: localizedText(1000),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The one-line fields of an account: all but the notes. */
export type BankAccountField = Exclude<keyof BankAccount, 'notes'>;

/**
 * The one-line fields in the order a bank transfer form asks for them, which is the schema's
 * (the settings form edits them, the author's payment page shows them); each is labelled by the
 * catalogue's `settings.bank.<field>`.
 */
export const BANK_ACCOUNT_FIELDS = Object.keys(bankAccountSchema.shape).filter(
  (key) => key !== 'notes',
) as BankAccountField[];

/** AZN and EUR accounts differ: local authors pay in AZN, foreign ones in EUR (the fee rule). */
export const bankSettingsSchema = z.object({
  AZN: bankAccountSchema.prefault({}),
  EUR: bankAccountSchema.prefault({}),
} satisfies Record<Currency, z.ZodType>);

export const contactSettingsSchema = z.object({
  location: localizedText(300),
  phone: optionalText(64),
  email: text()
    .trim()
    .max(254, { error: 'validation.tooLong' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'validation.email' })
    .default(''),
});

export const associateSchema = z.object({
  name: z.object({ en: requiredText(200), az: requiredText(200) }),
  url,
  /** An uploaded logo (served by the settings routes), or none. */
  logoId: text()
    .regex(/^[a-f0-9-]{36}$/, { error: 'validation.invalidChoice' })
    .nullable()
    .default(null),
});
export type Associate = z.infer<typeof associateSchema>;

/** An associate's logo: a raster image (no SVG: it could carry script), small enough for a footer. */
export const LOGO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** The answer to a logo upload: the id that an associate's `logoId` then names. */
export interface LogoUploadDto {
  logoId: string;
}

export const ASSOCIATES_MAX = 12;
export const associatesSettingsSchema = z.object({
  items: z.array(associateSchema).max(ASSOCIATES_MAX, { error: 'validation.tooMany' }).default([]),
});

export const zoomSettingsSchema = z.object({
  url,
  meetingId: optionalText(64),
  passcode: optionalText(64),
});

export const counterSettingsSchema = z.object({
  /** The flagcounter.com id of the organisers' account; empty hides the counter. */
  flagCounterId: text()
    .trim()
    .max(64, { error: 'validation.tooLong' })
    .refine((v) => v === '' || /^[A-Za-z0-9_-]+$/.test(v), { error: 'validation.invalidChoice' })
    .default(''),
});

export const reviewSettingsSchema = z.object({
  /** Reviewers never see authors' identities unless organisers switch this off. */
  blind: z.boolean().default(true),
  reviewersPerAbstract: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: 'validation.invalidNumber' })
    .max(5, { error: 'validation.invalidNumber' })
    .default(2),
});

const quota = (max: number) =>
  z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: 'validation.invalidNumber' })
    .max(max, { error: 'validation.invalidNumber' });

export const quotaSettingsSchema = z.object({
  abstractsPerAuthor: quota(100).default(QUOTA_DEFAULTS.abstractsPerAuthor),
  uploadBytesPerDay: quota(10 * 1024 ** 3).default(QUOTA_DEFAULTS.uploadBytesPerDay),
  messagesPerMinute: quota(600).default(QUOTA_DEFAULTS.messagesPerMinute),
});

/** Every section, each validated on its own (organisers save one section at a time). */
export const SETTINGS_SECTIONS = {
  bank: bankSettingsSchema,
  contacts: contactSettingsSchema,
  associates: associatesSettingsSchema,
  zoom: zoomSettingsSchema,
  counter: counterSettingsSchema,
  review: reviewSettingsSchema,
  quotas: quotaSettingsSchema,
} as const;
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export const SETTINGS_SECTION_NAMES = Object.keys(SETTINGS_SECTIONS) as SettingsSection[];

/** All settings; a section never saved reads as its defaults. */
export const conferenceSettingsSchema = z.object({
  bank: bankSettingsSchema.prefault({}),
  contacts: contactSettingsSchema.prefault({}),
  associates: associatesSettingsSchema.prefault({}),
  zoom: zoomSettingsSchema.prefault({}),
  counter: counterSettingsSchema.prefault({}),
  review: reviewSettingsSchema.prefault({}),
  quotas: quotaSettingsSchema.prefault({}),
});
export type ConferenceSettings = z.output<typeof conferenceSettingsSchema>;

/** A save of some sections: each present section replaces the stored one whole. */
export const settingsUpdateSchema = z
  .object(SETTINGS_SECTIONS)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'validation.required' });
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;

/** Every setting at its default: what a new install starts from before the seed. */
export const defaultSettings = (): ConferenceSettings => conferenceSettingsSchema.parse({});

/** What visitors' pages read: the shell's contacts, associates and counter. */
export type PublicSettingsDto = Pick<ConferenceSettings, 'contacts' | 'associates' | 'counter'>;

/** What an author's pay page reads: the account of each currency. */
export type PaymentSettingsDto = Pick<ConferenceSettings, 'bank'>;

/** The organisers' view: every section, and when and by whom it was last saved. */
export interface AdminSettingsDto {
  settings: ConferenceSettings;
  updated: Partial<Record<SettingsSection, { at: string; by: string | null }>>;
}
