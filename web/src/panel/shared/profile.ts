import { PROFILE_FIELDS, type ProfileFieldName, type UserDto } from '@conf/common';

/** The fields a profile and an abstract's author share (common profileSchema / authorSchema). */
export type { ProfileFieldName };

export type ProfileValues = Record<ProfileFieldName, string>;

export const EMPTY_PROFILE = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, '']),
) as ProfileValues;

/** A user's profile as the forms hold it (the country id as the select's text). */
export function profileOf(user: UserDto): ProfileValues {
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    countryId: String(user.countryId),
    city: user.city,
    institution: user.institution,
    phonePrefix: user.phonePrefix,
    phone: user.phone,
    academicDegree: user.academicDegree,
    academicTitle: user.academicTitle,
  };
}
