import type {
  AdminParticipantDto,
  CountryRef,
  Locale,
  ParticipationDto,
  PublicParticipantDto,
} from '@conf/common';
import type { CountryModel } from '../db/models/country.js';
import type { ParticipantModel } from '../db/models/participant.js';
import type { UserModel } from '../db/models/user.js';
import { localName } from '../http/locale.js';
import { participantPolicy } from './policy.js';

export const countryRef = (locale: Locale, country: CountryModel | undefined): CountryRef =>
  country ? { code: country.code, name: localName(locale, country) } : { code: '', name: '' };

export function presentParticipation(p: ParticipantModel): ParticipationDto {
  return {
    id: p.id,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  };
}

/** The public list shows a name, an institution and a country: never an e-mail or a phone. */
export function presentPublicParticipant(
  locale: Locale,
  p: ParticipantModel,
): PublicParticipantDto {
  const user = p.user!;
  return {
    id: p.id,
    name: user.name,
    surname: user.surname,
    institution: user.institution,
    country: countryRef(locale, user.country),
  };
}

export function presentAdminParticipant(
  locale: Locale,
  viewer: UserModel,
  p: ParticipantModel,
): AdminParticipantDto {
  const user = p.user!;
  return {
    ...presentParticipation(p),
    user: {
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      institution: user.institution,
      academicDegree: user.academicDegree,
      country: countryRef(locale, user.country),
    },
    abilities: participantPolicy.abilities(viewer, p),
  };
}
