import type { AcademicDegree, AcademicTitle } from './academic.js';

/**
 * What a user's profile and an abstract's author share (spec §3): the names, the e-mail, where
 * they work and how to phone them, their academic standing. The country is left out: each side
 * carries it in its own form (an id, a code, a named reference).
 */
export interface PersonProfile {
  name: string;
  surname: string;
  email: string;
  city: string;
  institution: string;
  phonePrefix: string;
  phone: string;
  academicDegree: AcademicDegree;
  academicTitle: AcademicTitle;
}

/** The fields of a person's profile as the forms edit them, the country (by id) included. */
export const PROFILE_FIELDS = [
  'name',
  'surname',
  'email',
  'countryId',
  'city',
  'institution',
  'phonePrefix',
  'phone',
  'academicDegree',
  'academicTitle',
] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];
