import type { Localized } from './locales.js';

/**
 * Academic degrees, from a student up to Doctor of Sciences. Students are listed as degrees
 * because the fee exemption of the specification depends on them.
 */
export const ACADEMIC_DEGREES = [
  'none',
  'bachelor',
  'masters_student',
  'master',
  'doctoral_student',
  'phd',
  'doctor_of_sciences',
] as const;
export type AcademicDegree = (typeof ACADEMIC_DEGREES)[number];

export const ACADEMIC_DEGREE_LABELS: Record<AcademicDegree, Localized> = {
  none: { en: 'No degree', az: 'Elmi dərəcə yoxdur' },
  bachelor: { en: 'Bachelor', az: 'Bakalavr' },
  masters_student: { en: "Master's student", az: 'Magistrant' },
  master: { en: 'Master', az: 'Magistr' },
  doctoral_student: { en: 'Doctoral student (PhD candidate)', az: 'Doktorant' },
  phd: { en: 'Doctor of Philosophy (PhD)', az: 'Fəlsəfə doktoru' },
  doctor_of_sciences: { en: 'Doctor of Sciences (DSc)', az: 'Elmlər doktoru' },
};

/** Master's and doctoral students are exempt from the abstract fee (spec §6, §9). */
export const FEE_EXEMPT_DEGREES: readonly AcademicDegree[] = [
  'masters_student',
  'doctoral_student',
];

/** Academic titles, up to academician. */
export const ACADEMIC_TITLES = [
  'none',
  'assistant',
  'senior_lecturer',
  'associate_professor',
  'professor',
  'corresponding_member',
  'academician',
] as const;
export type AcademicTitle = (typeof ACADEMIC_TITLES)[number];

export const ACADEMIC_TITLE_LABELS: Record<AcademicTitle, Localized> = {
  none: { en: 'No title', az: 'Elmi ad yoxdur' },
  assistant: { en: 'Assistant', az: 'Assistent' },
  senior_lecturer: { en: 'Senior lecturer', az: 'Baş müəllim' },
  associate_professor: { en: 'Associate professor', az: 'Dosent' },
  professor: { en: 'Professor', az: 'Professor' },
  corresponding_member: {
    en: 'Corresponding member of the Academy of Sciences',
    az: 'Elmlər Akademiyasının müxbir üzvü',
  },
  academician: { en: 'Academician', az: 'Akademik' },
};
