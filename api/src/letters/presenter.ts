import type { AdminLetterDto, Locale, LetterDto } from '@conf/common';
import type { Caller } from '../auth/policy.js';
import type { LetterModel } from '../db/models/produces.js';
import { localName } from '../http/locale.js';
import { letterPolicy } from './policy.js';

/** The participant's view: their own passport data, as they entered it. */
export function presentLetter(letter: LetterModel, locale: Locale, viewer: Caller): LetterDto {
  const country = letter.passportCountry;
  return {
    id: letter.id,
    status: letter.status,
    reference: letter.reference,
    passportName: letter.passportName,
    passportNumber: letter.passportNumber,
    passportCountryId: letter.passportCountryId,
    passportCountry: country ? localName(locale, country) : null,
    passportBirthDate: letter.passportBirthDate,
    stayFrom: letter.stayFrom,
    stayTo: letter.stayTo,
    refusalReason: letter.refusalReason,
    createdAt: letter.createdAt.toISOString(),
    decidedAt: letter.decidedAt?.toISOString() ?? null,
    passportPurged: letter.passportPurgedAt !== null,
    abilities: letterPolicy.abilities(viewer, letter),
  };
}

export function presentAdminLetter(
  letter: LetterModel,
  locale: Locale,
  viewer: Caller,
): AdminLetterDto {
  return {
    ...presentLetter(letter, locale, viewer),
    userId: letter.userId,
    userName: letter.user ? `${letter.user.name} ${letter.user.surname}` : '',
    userEmail: letter.user?.email ?? '',
    decidedBy: letter.decider ? `${letter.decider.name} ${letter.decider.surname}` : null,
  };
}
