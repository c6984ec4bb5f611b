import { z } from 'zod';
import type { Fee } from '../rules/fee.js';
import type { ParticipantStatus } from '../rules/participant-status.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../rules/payment-status.js';
import { THESIS_STATUSES, type ThesisStatus } from '../rules/thesis-status.js';
import type { AcademicDegree } from '../academic.js';
import type { PersonProfile } from '../profile.js';
import { optionalText, positiveId, requiredEnum } from './fields.js';
import type { Abilities } from '../abilities.js';
import { listQuerySchema, optionalFilter, queryBoolean, sortBy } from './list.js';
import type { ReviewProgressDto } from './reviews.js';

/** Request schemas and response shapes of the author workflow: participation, abstracts, payments. */

export const idParamsSchema = z.object({ id: positiveId });
export const fileParamsSchema = z.object({ id: positiveId, fileId: positiveId });

const optionalId = optionalFilter(positiveId);

/** The fields each list sorts by ("field" or "-field"); anything else is refused. */
export const PARTICIPANT_SORT_FIELDS = [
  'createdAt',
  'decidedAt',
  'status',
  'surname',
  'name',
] as const;
export const THESIS_SORT_FIELDS = [
  'submittedAt',
  'createdAt',
  'decidedAt',
  'title',
  'status',
  'topic',
] as const;
export const PAYMENT_SORT_FIELDS = ['createdAt', 'decidedAt', 'amount', 'status'] as const;

export const participantListQuerySchema = listQuerySchema.extend({
  sort: sortBy(PARTICIPANT_SORT_FIELDS),
  status: z.enum(['in_confirmation', 'accepted']).optional(),
  countryId: optionalId,
});
export type ParticipantListQuery = z.infer<typeof participantListQuerySchema>;

export const publicParticipantQuerySchema = listQuerySchema.pick({
  page: true,
  pageSize: true,
  q: true,
});

/** An organiser approves a participant: the only move the participant table has. */
export const participantDecisionSchema = z.object({
  status: z.literal('accepted', { error: 'validation.invalidChoice' }),
});

export const thesisListQuerySchema = listQuerySchema.extend({
  sort: sortBy(THESIS_SORT_FIELDS),
  status: z.enum(THESIS_STATUSES).optional(),
  topicId: optionalId,
});
export type ThesisListQuery = z.infer<typeof thesisListQuerySchema>;

/** The organisers' list adds the reviews filter: "true" complete, "false" not yet. */
export const adminThesisListQuerySchema = thesisListQuerySchema.extend({
  reviewsComplete: queryBoolean,
});
export type AdminThesisListQuery = z.infer<typeof adminThesisListQuerySchema>;

export const acceptedThesesQuerySchema = listQuerySchema.extend({
  sort: sortBy(THESIS_SORT_FIELDS),
  topicId: optionalId,
});
export type AcceptedThesesQuery = z.infer<typeof acceptedThesesQuerySchema>;

export const paymentListQuerySchema = listQuerySchema.extend({
  sort: sortBy(PAYMENT_SORT_FIELDS),
  status: z.enum(PAYMENT_STATUSES).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentDecisionSchema = z.object({
  status: requiredEnum(['accepted', 'rejected']),
  reason: optionalText(2000),
});
export type PaymentDecisionInput = z.infer<typeof paymentDecisionSchema>;

export const exportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** An export takes a list's filters and sort, without pagination, plus the file format. */
export const participantExportQuerySchema = participantListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend(exportQuerySchema.shape);
export const thesisExportQuerySchema = adminThesisListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend(exportQuerySchema.shape);

/** `GET /api/zoom`: the online session of the academic programme (approved participants). */
export interface ZoomAccessDto {
  url: string;
  meetingId: string | null;
  passcode: string | null;
}

export interface CountryRef {
  code: string;
  name: string;
}

export interface TopicDto {
  id: number;
  name: string;
}

export interface ParticipationDto {
  id: number;
  status: ParticipantStatus;
  createdAt: string;
  decidedAt: string | null;
}

export interface PublicParticipantDto {
  id: number;
  name: string;
  surname: string;
  institution: string;
  country: CountryRef;
}

export interface AdminParticipantDto extends ParticipationDto {
  user: {
    id: number;
    name: string;
    surname: string;
    email: string;
    institution: string;
    academicDegree: AcademicDegree;
    country: CountryRef;
  };
  abilities: ParticipantAbilities;
}

export interface ThesisAuthorDto extends PersonProfile {
  countryId: number;
  country: CountryRef;
  isCorresponding: boolean;
}

export interface ThesisFileDto {
  id: number;
  version: number;
  originalName: string;
  size: number;
  createdAt: string;
  /** The download route (owner or organiser only). */
  url: string;
}

export interface RejectionDto {
  reason: string;
  createdAt: string;
}

export interface PaymentDto {
  id: number;
  thesisId: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  reason: string | null;
  receipt: { originalName: string; mime: string; size: number; url: string };
  createdAt: string;
  decidedAt: string | null;
}

/**
 * What the caller may do to an abstract now, as the API's policy decides (the UI shows only
 * these): the author resubmits a rejected one or pays the fee; an organiser rejects or accepts.
 */
export const THESIS_ABILITIES = ['resubmit', 'pay', 'reject', 'accept'] as const;
export type ThesisAbilities = Abilities<typeof THESIS_ABILITIES>;

/** An organiser may decide a pending payment. */
export const PAYMENT_ABILITIES = ['decide'] as const;
export type PaymentAbilities = Abilities<typeof PAYMENT_ABILITIES>;

/** An organiser may approve a participant awaiting confirmation. */
export const PARTICIPANT_ABILITIES = ['accept'] as const;
export type ParticipantAbilities = Abilities<typeof PARTICIPANT_ABILITIES>;

export interface ThesisSummaryDto {
  id: number;
  title: string;
  status: ThesisStatus;
  topic: TopicDto;
  keywords: string[];
  submittedAt: string;
  decidedAt: string | null;
  user: { id: number; name: string; surname: string };
}

/** A row of the organisers' list: the summary and how far its reviewing is. */
export interface AdminThesisSummaryDto extends ThesisSummaryDto {
  reviews: ReviewProgressDto;
}

export interface ThesisDto extends ThesisSummaryDto {
  authors: ThesisAuthorDto[];
  files: ThesisFileDto[];
  rejections: RejectionDto[];
  /** The latest payment, and every payment oldest first. */
  payment: PaymentDto | null;
  payments: PaymentDto[];
  fee: Fee;
  abilities: ThesisAbilities;
}

export interface AcceptedThesisDto {
  id: number;
  title: string;
  topic: TopicDto;
  keywords: string[];
  authors: { name: string; surname: string; institution: string; country: CountryRef }[];
}

export interface AdminPaymentDto extends PaymentDto {
  thesis: { id: number; title: string; status: ThesisStatus };
  user: { id: number; name: string; surname: string; email: string };
  abilities: PaymentAbilities;
}

export interface ThesisPaymentStateDto {
  fee: Fee;
  payment: PaymentDto | null;
  payments: PaymentDto[];
  /** The caller may send a receipt now: the abstract's `pay` ability. */
  canUpload: boolean;
}
