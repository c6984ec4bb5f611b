import type { AdminUserDto, Locale, PersonProfile, UserDto } from '@conf/common';
import { localName } from '../http/locale.js';
import type { UserModel } from '../db/models/user.js';

/** A person's profile, field by field: a row carries more (hashes, token versions) than it shows. */
export function presentProfile(person: PersonProfile): PersonProfile {
  return {
    name: person.name,
    surname: person.surname,
    email: person.email,
    city: person.city,
    institution: person.institution,
    phonePrefix: person.phonePrefix,
    phone: person.phone,
    academicDegree: person.academicDegree,
    academicTitle: person.academicTitle,
  };
}

/** Whitelists what a user looks like on the wire: never the hash or the token version. */
export function presentUser(user: UserModel): UserDto {
  return {
    id: user.id,
    ...presentProfile(user),
    role: user.role,
    countryId: user.countryId,
    countryCode: user.country?.code ?? null,
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A user as the organisers see them: the profile, the country by name, and what they may do. */
export function presentAdminUser(
  user: UserModel,
  locale: Locale,
  abilities: AdminUserDto['abilities'],
): AdminUserDto {
  const country = user.country;
  return {
    id: user.id,
    ...presentProfile(user),
    role: user.role,
    country: country
      ? { id: country.id, code: country.code, name: localName(locale, country) }
      : null,
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    abilities,
  };
}
