import { z } from 'zod';
import type { Abilities } from '../abilities.js';
import { CONFERENCE } from '../constants.js';
import {
  CERTIFICATE_KINDS,
  LETTER_STATUSES,
  LETTER_STAY_MAX_DAYS,
  letterStayWindow,
  type BookJobStatus,
  type BookProblem,
  type CertificateKind,
  type LetterStatus,
} from '../rules/produces.js';
import { positiveId, requiredEnum, requiredText } from './fields.js';
import { listQuerySchema, optionalFilter, sortBy } from './list.js';

/**
 * Requests and answers of the book of abstracts, visa invitation letters and certificates.
 * Every passport field is named `passport…`: the audit trail and the logs drop keys matching
 * /passport/, so the names themselves keep the data out.
 */

const isoDay = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'validation.date' });

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export const letterRequestSchema = z
  .object({
    /** The name exactly as printed in the passport (Latin letters, as in its machine zone). */
    passportName: requiredText(200),
    passportNumber: z
      .string({ error: 'validation.required' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { error: 'validation.required' })
          .regex(/^[A-Z0-9]{5,20}$/, { error: 'validation.passportNumber' }),
      ),
    /** Nationality, as a country of the countries list. */
    passportCountryId: positiveId,
    passportBirthDate: isoDay,
    stayFrom: isoDay,
    stayTo: isoDay,
  })
  .superRefine((v, ctx) => {
    const { earliest, latest } = letterStayWindow();
    const age = daysBetween(v.passportBirthDate, CONFERENCE.startDate) / 365.25;
    if (age < 14 || age > 110) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.birthDate',
        path: ['passportBirthDate'],
      });
    }
    if (v.stayFrom < earliest || v.stayFrom > CONFERENCE.endDate) {
      ctx.addIssue({ code: 'custom', message: 'validation.stayFrom', path: ['stayFrom'] });
    }
    if (v.stayTo < CONFERENCE.startDate || v.stayTo > latest || v.stayTo < v.stayFrom) {
      ctx.addIssue({ code: 'custom', message: 'validation.stayTo', path: ['stayTo'] });
    } else if (daysBetween(v.stayFrom, v.stayTo) + 1 > LETTER_STAY_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: 'validation.stayTooLong', path: ['stayTo'] });
    }
  });
export type LetterRequestInput = z.input<typeof letterRequestSchema>;

export const letterDecisionSchema = z
  .object({
    status: requiredEnum(['approved', 'refused']),
    reason: z.string().trim().max(2000, { error: 'validation.tooLong' }).default(''),
  })
  .refine((v) => v.status !== 'refused' || v.reason !== '', {
    error: 'validation.reasonRequired',
    path: ['reason'],
  });

/** The fields the organisers' lists sort by ("field" or "-field"); anything else is refused. */
export const LETTER_SORT_FIELDS = ['status', 'createdAt', 'decidedAt', 'stayFrom'] as const;
export const CERTIFICATE_SORT_FIELDS = ['kind', 'holderName', 'issuedAt'] as const;

/** `q` finds the participant's name or e-mail, or the reference number. */
export const letterListQuerySchema = listQuerySchema.extend({
  sort: sortBy(LETTER_SORT_FIELDS),
  status: optionalFilter(z.enum(LETTER_STATUSES)),
});
export type LetterListQuery = z.infer<typeof letterListQuerySchema>;

/** A letter's reference number or a certificate's code as someone typed it: case aside. */
const verificationCode = z.string().trim().toUpperCase().max(40);
export const referenceParamsSchema = z.object({ reference: verificationCode });

export const certificateIssueSchema = z.object({
  kind: requiredEnum(CERTIFICATE_KINDS),
});
/** `q` finds the holder's name or e-mail, the code or the abstract's title. */
export const certificateListQuerySchema = listQuerySchema.extend({
  sort: sortBy(CERTIFICATE_SORT_FIELDS),
  kind: optionalFilter(z.enum(CERTIFICATE_KINDS)),
});
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;
export const certificateCodeParamsSchema = z.object({ code: verificationCode });

// ---- answers ---------------------------------------------------------------------------------

export interface BookReportEntry {
  thesisId: number;
  title: string;
  problem: BookProblem;
}

export interface BookJobDto {
  id: number;
  status: BookJobStatus;
  /** 0–100 */
  progress: number;
  processed: number;
  total: number;
  requestedBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Set when done. */
  pageCount: number | null;
  size: number | null;
  included: number | null;
  /** Accepted abstracts left out, and why (the build still succeeds). */
  problems: BookReportEntry[];
  error: string | null;
}

export interface BookStateDto {
  /** The book that can be downloaded now (the latest finished build). */
  current: BookJobDto | null;
  /** The latest build, whatever its state. */
  latest: BookJobDto | null;
}

/** What the caller may do with a letter (the API's letter policy decides). */
export const LETTER_ABILITIES = ['download'] as const;
export type LetterAbilities = Abilities<typeof LETTER_ABILITIES>;

/** A letter as its participant sees it: their own passport data is theirs to read. */
export interface LetterDto {
  id: number;
  status: LetterStatus;
  reference: string | null;
  passportName: string | null;
  passportNumber: string | null;
  passportCountryId: number | null;
  passportCountry: string | null;
  passportBirthDate: string | null;
  stayFrom: string;
  stayTo: string;
  refusalReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** True once the passport data was deleted (the letter itself stays verifiable). */
  passportPurged: boolean;
  abilities: LetterAbilities;
}

export interface AdminLetterDto extends LetterDto {
  userId: number;
  userName: string;
  userEmail: string;
  decidedBy: string | null;
}

/** What the public verification answers: nothing from the passport. */
export interface LetterVerificationDto {
  reference: string;
  valid: boolean;
  /** Initial and surname of the account holder: "Ş. Əliyeva". */
  holder: string;
  issuedAt: string;
  stayFrom: string;
  stayTo: string;
}

export interface CertificateDto {
  id: number;
  kind: CertificateKind;
  code: string;
  holderName: string;
  thesisId: number | null;
  thesisTitle: string | null;
  issuedAt: string;
}

export interface AdminCertificateDto extends CertificateDto {
  holderEmail: string;
  userId: number | null;
}

export interface CertificateIssueResultDto {
  kind: CertificateKind;
  /** Newly issued now. */
  issued: number;
  /** Issued before (issuing again never duplicates). */
  existing: number;
  /** Which rule chose the speakers: the published programme, or every accepted abstract. */
  basis: 'programme' | 'participants' | 'acceptedAbstracts';
}

export interface CertificateVerificationDto {
  code: string;
  kind: CertificateKind;
  holderName: string;
  issuedAt: string;
  conference: { startDate: string; endDate: string; city: string };
  thesisTitle: string | null;
}
