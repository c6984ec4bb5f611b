import { RECEIPT_LIMITS } from '../constants.js';
import type { Paginated } from '../schemas/list.js';
import { rejectionSchema, thesisSchema } from '../schemas/thesis.js';
import {
  acceptedThesesQuerySchema,
  adminThesisListQuerySchema,
  fileParamsSchema,
  idParamsSchema,
  participantDecisionSchema,
  participantExportQuerySchema,
  participantListQuerySchema,
  paymentDecisionSchema,
  paymentListQuerySchema,
  publicParticipantQuerySchema,
  thesisExportQuerySchema,
  thesisListQuerySchema,
  type AcceptedThesisDto,
  type AdminParticipantDto,
  type AdminPaymentDto,
  type AdminThesisSummaryDto,
  type ParticipationDto,
  type PaymentDto,
  type PublicParticipantDto,
  type ThesisDto,
  type ThesisPaymentStateDto,
  type ThesisSummaryDto,
  type TopicDto,
  type ZoomAccessDto,
} from '../schemas/workflow.js';
import { defineRoute, file, json, multipart } from './route.js';

const ZIP = 'application/zip';
const SPREADSHEETS = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

const thesisZip = { field: 'file', required: true, mime: [ZIP] } as const;

/** Declaring participation, its approval, the public list and the programme's Zoom access. */
export const participantRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/participation',
    access: 'user',
    summary: "The caller's participation, or null before they declare it",
    reply: json<ParticipationDto | null>('ParticipationDto | null'),
  }),
  declare: defineRoute({
    method: 'POST',
    path: '/participation',
    access: 'user',
    summary: 'Declare participation (awaits the organisers’ approval)',
    reply: json<ParticipationDto>('ParticipationDto', 201),
  }),
  zoom: defineRoute({
    method: 'GET',
    path: '/zoom',
    access: 'user',
    summary: 'Zoom access of the academic programme (approved participants; 404 until set)',
    reply: json<ZoomAccessDto>('ZoomAccessDto'),
  }),
  publicList: defineRoute({
    method: 'GET',
    path: '/participants/public',
    access: 'public',
    summary: 'Approved participants: names, institutions and countries only',
    query: publicParticipantQuerySchema,
    reply: json<Paginated<PublicParticipantDto>>('Paginated<PublicParticipantDto>'),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/participants',
    access: 'admin',
    summary: 'Participants with filters, sort and search',
    query: participantListQuerySchema,
    reply: json<Paginated<AdminParticipantDto>>('Paginated<AdminParticipantDto>'),
  }),
  adminExport: defineRoute({
    method: 'GET',
    path: '/admin/participants/export',
    access: 'admin',
    summary: 'The filtered participants as CSV or XLSX',
    query: participantExportQuerySchema,
    reply: file(...SPREADSHEETS),
  }),
  decide: defineRoute({
    method: 'PATCH',
    path: '/admin/participants/:id',
    access: 'admin',
    summary: 'Approve a participant',
    params: idParamsSchema,
    body: participantDecisionSchema,
    reply: json<AdminParticipantDto>('AdminParticipantDto'),
  }),
} as const;

/** Topics, abstracts from submission to decision, and the public list of accepted ones. */
export const thesisRoutes = {
  topics: defineRoute({
    method: 'GET',
    path: '/topics',
    access: 'public',
    summary: "The conference's topics in the request's language",
    reply: json<TopicDto[]>('TopicDto[]'),
  }),
  accepted: defineRoute({
    method: 'GET',
    path: '/theses/accepted',
    access: 'public',
    summary: 'Accepted abstracts: titles, topics, keywords, authors’ names and places',
    query: acceptedThesesQuerySchema,
    reply: json<Paginated<AcceptedThesisDto>>('Paginated<AcceptedThesisDto>'),
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/theses',
    access: 'user',
    summary: "The caller's abstracts",
    query: thesisListQuerySchema,
    reply: json<Paginated<ThesisSummaryDto>>('Paginated<ThesisSummaryDto>'),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/theses',
    access: 'user',
    summary: 'Submit an abstract: part `data` holds the JSON of the form, part `file` the .zip',
    body: multipart({ file: thesisZip, jsonField: { name: 'data', schema: thesisSchema } }),
    reply: json<ThesisDto>('ThesisDto', 201),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/theses/:id',
    access: 'user',
    summary: 'One of the caller’s abstracts, with what the caller may do next',
    params: idParamsSchema,
    reply: json<ThesisDto>('ThesisDto'),
  }),
  resubmit: defineRoute({
    method: 'POST',
    path: '/theses/:id/resubmission',
    access: 'user',
    summary: 'Resubmit a rejected abstract with a new .zip',
    params: idParamsSchema,
    body: multipart({ file: thesisZip }),
    reply: json<ThesisDto>('ThesisDto'),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/theses/:id/files/:fileId',
    access: 'user',
    summary: 'Download one version of an abstract’s .zip (its author and organisers)',
    params: fileParamsSchema,
    reply: file(ZIP),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/theses',
    access: 'admin',
    summary: 'Every abstract with filters (reviews complete among them), sort and search',
    query: adminThesisListQuerySchema,
    reply: json<Paginated<AdminThesisSummaryDto>>('Paginated<AdminThesisSummaryDto>'),
  }),
  adminExport: defineRoute({
    method: 'GET',
    path: '/admin/theses/export',
    access: 'admin',
    summary: 'The filtered abstracts as CSV or XLSX',
    query: thesisExportQuerySchema,
    reply: file(...SPREADSHEETS),
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: '/admin/theses/:id',
    access: 'admin',
    summary: 'One abstract for the organisers',
    params: idParamsSchema,
    reply: json<ThesisDto>('ThesisDto'),
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/admin/theses/:id/rejection',
    access: 'admin',
    summary: 'Reject an abstract with a reason (kept in its rejection history)',
    params: idParamsSchema,
    body: rejectionSchema,
    reply: json<ThesisDto>('ThesisDto'),
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/admin/theses/:id/acceptance',
    access: 'admin',
    summary: 'Accept an abstract (the author then owes the fee unless exempt)',
    params: idParamsSchema,
    reply: json<ThesisDto>('ThesisDto'),
  }),
} as const;

/** The abstract fee: the author's receipt and the organisers' decision on it. */
export const paymentRoutes = {
  state: defineRoute({
    method: 'GET',
    path: '/theses/:id/payment',
    access: 'user',
    summary: 'The fee of an abstract and its payments',
    params: idParamsSchema,
    reply: json<ThesisPaymentStateDto>('ThesisPaymentStateDto'),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/theses/:id/payment',
    access: 'user',
    summary: 'Send the receipt of the fee (an image or a PDF)',
    params: idParamsSchema,
    body: multipart({
      file: { field: 'receipt', required: true, mime: RECEIPT_LIMITS.mimeTypes },
    }),
    reply: json<PaymentDto>('PaymentDto', 201),
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/payments/:id/receipt',
    access: 'user',
    summary: 'The receipt of a payment (its author and organisers)',
    params: idParamsSchema,
    reply: file(...RECEIPT_LIMITS.mimeTypes),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/payments',
    access: 'admin',
    summary: 'Payments with filters and sort',
    query: paymentListQuerySchema,
    reply: json<Paginated<AdminPaymentDto>>('Paginated<AdminPaymentDto>'),
  }),
  decide: defineRoute({
    method: 'PATCH',
    path: '/admin/payments/:id',
    access: 'admin',
    summary: 'Accept or reject a payment (accepting moves its abstract to accepted)',
    params: idParamsSchema,
    body: paymentDecisionSchema,
    reply: json<AdminPaymentDto>('AdminPaymentDto'),
  }),
} as const;
