/** The fields a profile and an abstract's author share (common profileSchema / authorSchema). */
export type ProfileFieldName =
  | 'name'
  | 'surname'
  | 'email'
  | 'countryId'
  | 'city'
  | 'institution'
  | 'phonePrefix'
  | 'phone'
  | 'academicDegree'
  | 'academicTitle';

export type ProfileValues = Record<ProfileFieldName, string>;

export const EMPTY_PROFILE: ProfileValues = {
  name: '',
  surname: '',
  email: '',
  countryId: '',
  city: '',
  institution: '',
  phonePrefix: '',
  phone: '',
  academicDegree: '',
  academicTitle: '',
};
