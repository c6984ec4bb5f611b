import { z } from 'zod';
import type { Fee } from '../rules/fee.js';
import type { ParticipantStatus } from '../rules/participant-status.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../rules/payment-status.js';
import { THESIS_STATUSES, type ThesisEvent, type ThesisStatus } from '../rules/thesis-status.js';
import type { AcademicDegree, AcademicTitle } from '../academic.js';
import { optionalText, positiveId, requiredEnum, text } from './fields.js';
import { listQuerySchema } from './list.js';

/** Request schemas and response shapes of the author workflow: participation, abstracts, payments. */

export const idParamsSchema = z.object({ id: positiveId });
export const fileParamsSchema = z.object({ id: positiveId, fileId: positiveId });

const optionalId = z.preprocess((v) => (v === '' ? undefined : v), positiveId.optional());

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

const sortBy = (fields: readonly string[]) =>
  text()
    .refine((s) => fields.includes(s.replace(/^-/, '')), { error: 'validation.sortField' })
    .optional();

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

export const acceptedThesesQuerySchema = listQuerySchema.extend({
  sort: sortBy(THESIS_SORT_FIELDS),
  topicId: optionalId,
});

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
  abilities: { accept: boolean };
}

export interface ThesisAuthorDto {
  name: string;
  surname: string;
  email: string;
  countryId: number;
  country: CountryRef;
  city: string;
  institution: string;
  phonePrefix: string;
  phone: string;
  academicDegree: AcademicDegree;
  academicTitle: AcademicTitle;
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

export interface ThesisAbilities {
  /** Author: upload a new .zip (rejected abstracts only). */
  resubmit: boolean;
  /** Author: upload a payment receipt. */
  pay: boolean;
  /** Organiser: reject or accept. */
  reject: boolean;
  accept: boolean;
}

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

export interface ThesisDto extends ThesisSummaryDto {
  authors: ThesisAuthorDto[];
  files: ThesisFileDto[];
  rejections: RejectionDto[];
  /** The latest payment, and every payment oldest first. */
  payment: PaymentDto | null;
  payments: PaymentDto[];
  fee: Fee;
  /** Events the status table allows to this caller now. */
  events: ThesisEvent[];
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
  abilities: { decide: boolean };
}

export interface ThesisPaymentStateDto {
  fee: Fee;
  payment: PaymentDto | null;
  payments: PaymentDto[];
  canUpload: boolean;
}
