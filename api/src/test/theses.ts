import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  PROFILE_FIELDS,
  type PaymentStatus,
  type ProfileFieldName,
  type ThesisStatus,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { testContact, uniq } from './factories.js';

/** A valid submission body (the JSON of the `data` field); override any field. */
export function thesisData(
  countryId: number,
  topicId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    title: `On the stability of elastic plates ${uniq()}`,
    topicId,
    keywords: ['elasticity', 'stability', 'plates'],
    authors: [
      {
        name: 'Ada',
        surname: `Lovelace${uniq()}`,
        email: `ada-${uniq()}@example.org`,
        countryId,
        ...testContact,
        isCorresponding: true,
      },
    ],
    termsAccepted: true,
    ...overrides,
  };
}

export async function firstTopicId(ctx: AppContext): Promise<number> {
  const topic = await ctx.models.Topic.findOne({ order: [['position', 'ASC']] });
  return topic!.id;
}

/** Inserts an abstract directly in `status`, with one author (no archive). */
export async function createThesis(
  ctx: AppContext,
  user: UserModel,
  overrides: {
    status?: ThesisStatus;
    title?: string;
    topicId?: number;
    authorSurname?: string;
  } = {},
) {
  const thesis = await ctx.models.Thesis.create({
    userId: user.id,
    title: overrides.title ?? `A note on operators ${uniq()}`,
    topicId: overrides.topicId ?? (await firstTopicId(ctx)),
    keywords: ['operators', 'spectra', 'analysis'],
    status: overrides.status ?? 'in_editor',
    submittedAt: new Date(),
  });
  // The submitter is the one author, with the profile the abstract's authors share (spec §3).
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]]));
  await ctx.models.ThesisAuthor.create({
    ...(profile as Pick<UserModel, ProfileFieldName>),
    thesisId: thesis.id,
    position: 0,
    surname: overrides.authorSurname ?? user.surname,
    isCorresponding: true,
  });
  return thesis;
}

/** Inserts a payment row directly (receipt file not on disk). */
export async function createPayment(
  ctx: AppContext,
  thesis: { id: number; userId: number },
  status: PaymentStatus = 'pending',
) {
  return ctx.models.Payment.create({
    thesisId: thesis.id,
    userId: thesis.userId,
    amount: 50,
    currency: 'EUR',
    status,
    receiptStoredName: `${uniq()}.png`,
    receiptOriginalName: 'receipt.png',
    receiptMime: 'image/png',
    receiptSize: 72,
  });
}

/** Every file under a folder, recursively (empty when it does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  } catch {
    return [];
  }
}
