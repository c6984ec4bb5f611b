import type { AdminUserDto, Locale, UserDto } from '@conf/common';
import type { UserModel } from '../db/models/user.js';

/** Whitelists what a user looks like on the wire: never the hash or the token version. */
export function presentUser(user: UserModel): UserDto {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    role: user.role,
    countryId: user.countryId,
    countryCode: user.country?.code ?? null,
    city: user.city,
    institution: user.institution,
    phonePrefix: user.phonePrefix,
    phone: user.phone,
    academicDegree: user.academicDegree,
    academicTitle: user.academicTitle,
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
    name: user.name,
    surname: user.surname,
    email: user.email,
    role: user.role,
    country: country
      ? {
          id: country.id,
          code: country.code,
          name: locale === 'az' ? country.nameAz : country.nameEn,
        }
      : null,
    city: user.city,
    institution: user.institution,
    phonePrefix: user.phonePrefix,
    phone: user.phone,
    academicDegree: user.academicDegree,
    academicTitle: user.academicTitle,
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    abilities,
  };
}
