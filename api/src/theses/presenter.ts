import {
  apiPath,
  contract,
  type AcceptedThesisDto,
  type Locale,
  type PaymentDto,
  type ThesisDto,
  type ThesisSummaryDto,
} from '@conf/common';
import type { PaymentModel } from '../db/models/payment.js';
import type { ThesisModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import { countryRef } from '../participants/presenter.js';
import { presentProfile } from '../users/presenter.js';
import { feeOfThesis } from './fee.js';
import type { MyThesisRow } from './queries.js';
import { localName } from '../http/locale.js';
import { thesisPolicy } from './policy.js';

const byNumber =
  <T>(key: (x: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);

export function presentThesisSummary(locale: Locale, thesis: ThesisModel): ThesisSummaryDto {
  return {
    id: thesis.id,
    title: thesis.title,
    status: thesis.status,
    topic: { id: thesis.topicId, name: thesis.topic ? localName(locale, thesis.topic) : '' },
    keywords: thesis.keywords,
    submittedAt: thesis.submittedAt.toISOString(),
    decidedAt: thesis.decidedAt?.toISOString() ?? null,
    user: thesis.user
      ? { id: thesis.user.id, name: thesis.user.name, surname: thesis.user.surname }
      : { id: thesis.userId, name: '', surname: '' },
  };
}

/** A row of the author's own list (queries.ts listMyTheses); the submitter is the caller. */
export function presentMyThesis(
  locale: Locale,
  author: Pick<UserModel, 'id' | 'name' | 'surname'>,
  row: MyThesisRow,
): ThesisSummaryDto {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    topic: { id: row.topic_id, name: (locale === 'az' ? row.topic_az : row.topic_en) ?? '' },
    keywords: row.keywords,
    submittedAt: new Date(row.submitted_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    user: { id: author.id, name: author.name, surname: author.surname },
  };
}

export function presentPayment(payment: PaymentModel): PaymentDto {
  return {
    id: payment.id,
    thesisId: payment.thesisId,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    reason: payment.reason,
    receipt: {
      originalName: payment.receiptOriginalName,
      mime: payment.receiptMime,
      size: payment.receiptSize,
      url: apiPath(contract.payments.receipt, { params: { id: payment.id } }),
    },
    createdAt: payment.createdAt.toISOString(),
    decidedAt: payment.decidedAt?.toISOString() ?? null,
  };
}

/** The full abstract for its author or an organiser, with what the caller may do next. */
export function presentThesis(locale: Locale, viewer: UserModel, thesis: ThesisModel): ThesisDto {
  const payments = [...(thesis.payments ?? [])].sort(byNumber((p) => p.id)).map(presentPayment);
  return {
    ...presentThesisSummary(locale, thesis),
    authors: [...(thesis.authors ?? [])].sort(byNumber((a) => a.position)).map((a) => ({
      ...presentProfile(a),
      countryId: a.countryId,
      country: countryRef(locale, a.country),
      isCorresponding: a.isCorresponding,
    })),
    files: [...(thesis.files ?? [])].sort(byNumber((f) => f.version)).map((f) => ({
      id: f.id,
      version: f.version,
      originalName: f.originalName,
      size: f.size,
      createdAt: f.createdAt.toISOString(),
      url: apiPath(contract.theses.file, { params: { id: thesis.id, fileId: f.id } }),
    })),
    rejections: [...(thesis.rejections ?? [])]
      .sort(byNumber((r) => r.id))
      .map((r) => ({ reason: r.reason, createdAt: r.createdAt.toISOString() })),
    payment: payments.at(-1) ?? null,
    payments,
    fee: feeOfThesis(thesis, thesis.user!),
    abilities: thesisPolicy.abilities(viewer, thesis),
  };
}

/** The public programme: titles, topics, keywords and authors' names and places; no contacts. */
export function presentAcceptedThesis(locale: Locale, thesis: ThesisModel): AcceptedThesisDto {
  return {
    id: thesis.id,
    title: thesis.title,
    topic: { id: thesis.topicId, name: thesis.topic ? localName(locale, thesis.topic) : '' },
    keywords: thesis.keywords,
    authors: [...(thesis.authors ?? [])].sort(byNumber((a) => a.position)).map((a) => ({
      name: a.name,
      surname: a.surname,
      institution: a.institution,
      country: countryRef(locale, a.country),
    })),
  };
}
