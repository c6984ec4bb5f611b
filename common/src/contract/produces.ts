import {
  certificateCodeParamsSchema,
  certificateIssueSchema,
  certificateListQuerySchema,
  letterDecisionSchema,
  letterListQuerySchema,
  letterRequestSchema,
  referenceParamsSchema,
  type AdminCertificateDto,
  type AdminLetterDto,
  type BookJobDto,
  type BookStateDto,
  type CertificateDto,
  type CertificateIssueResultDto,
  type CertificateVerificationDto,
  type LetterDto,
  type LetterVerificationDto,
} from '../schemas/produces.js';
import type { Paginated } from '../schemas/list.js';
import { idParamsSchema } from '../schemas/workflow.js';
import { defineRoute, file, json } from './route.js';

const PDF = 'application/pdf';

/** The book of abstracts: built in the background, one build at a time, kept for download. */
export const bookRoutes = {
  state: defineRoute({
    method: 'GET',
    path: '/admin/book',
    access: 'admin',
    summary: 'The book that can be downloaded and the latest build (with its progress and report)',
    reply: json<BookStateDto>('BookStateDto'),
  }),
  build: defineRoute({
    method: 'POST',
    path: '/admin/book/builds',
    access: 'admin',
    summary: 'Start building the book from the accepted abstracts (409 while a build runs)',
    reply: json<BookJobDto>('BookJobDto', 201),
  }),
  job: defineRoute({
    method: 'GET',
    path: '/admin/book/builds/:id',
    access: 'admin',
    summary: 'One build: status, progress and report',
    params: idParamsSchema,
    reply: json<BookJobDto>('BookJobDto'),
  }),
  download: defineRoute({
    method: 'GET',
    path: '/admin/book/download',
    access: 'admin',
    summary: 'The latest finished book of abstracts (PDF)',
    reply: file(PDF),
  }),
} as const;

/** Visa invitation letters: requested by approved participants, decided by organisers. */
export const letterRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/letters',
    access: 'user',
    summary: 'The caller’s letter requests, newest first',
    reply: json<LetterDto[]>('LetterDto[]'),
  }),
  request: defineRoute({
    method: 'POST',
    path: '/letters',
    access: 'user',
    summary:
      'Request an invitation letter (approved participants; one pending or approved at a time)',
    body: letterRequestSchema,
    reply: json<LetterDto>('LetterDto', 201),
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/letters/:id/pdf',
    access: 'user',
    summary:
      'The approved letter as a PDF in English and Azerbaijani (its participant and organisers)',
    params: idParamsSchema,
    reply: file(PDF),
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/letters/verify/:reference',
    access: 'public',
    summary: 'Confirm a letter’s reference number (no passport data in the answer)',
    params: referenceParamsSchema,
    reply: json<LetterVerificationDto>('LetterVerificationDto'),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/letters',
    access: 'admin',
    summary: 'Letter requests, pending first unless sorted otherwise',
    query: letterListQuerySchema,
    reply: json<Paginated<AdminLetterDto>>('Paginated<AdminLetterDto>'),
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: '/admin/letters/:id',
    access: 'admin',
    summary: 'One letter request with its passport data',
    params: idParamsSchema,
    reply: json<AdminLetterDto>('AdminLetterDto'),
  }),
  decide: defineRoute({
    method: 'PATCH',
    path: '/admin/letters/:id',
    access: 'admin',
    summary: 'Approve a request (a reference number is issued) or refuse it with a reason',
    params: idParamsSchema,
    body: letterDecisionSchema,
    reply: json<AdminLetterDto>('AdminLetterDto'),
  }),
} as const;

/** Certificates of attendance and of presentation, each verifiable by its code. */
export const certificateRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/certificates',
    access: 'user',
    summary: 'The caller’s certificates',
    reply: json<CertificateDto[]>('CertificateDto[]'),
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/certificates/:id/pdf',
    access: 'user',
    summary: 'A certificate as a PDF (its holder and organisers)',
    params: idParamsSchema,
    reply: file(PDF),
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/certificates/verify/:code',
    access: 'public',
    summary: 'Confirm a certificate: holder’s name, kind and date',
    params: certificateCodeParamsSchema,
    reply: json<CertificateVerificationDto>('CertificateVerificationDto'),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/certificates',
    access: 'admin',
    summary: 'Issued certificates, by kind and holder unless sorted otherwise',
    query: certificateListQuerySchema,
    reply: json<Paginated<AdminCertificateDto>>('Paginated<AdminCertificateDto>'),
  }),
  issue: defineRoute({
    method: 'POST',
    path: '/admin/certificates/issue',
    access: 'admin',
    summary: 'Issue every missing certificate of a kind (after the conference; never duplicates)',
    body: certificateIssueSchema,
    reply: json<CertificateIssueResultDto>('CertificateIssueResultDto'),
  }),
} as const;
