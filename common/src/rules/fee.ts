import { FEE_EXEMPT_DEGREES, type AcademicDegree } from '../academic.js';
import { CONFERENCE } from '../constants.js';

export const CURRENCIES = ['AZN', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Fee =
  | { exempt: false; amount: number; currency: Currency }
  | { exempt: true; amount: 0; currency: null };

export const LOCAL_FEE = { amount: 30, currency: 'AZN' } as const;
export const FOREIGN_FEE = { amount: 50, currency: 'EUR' } as const;

export interface FeePayer {
  /** ISO 3166-1 alpha-2 code of the author's country. */
  countryCode: string | null | undefined;
  academicDegree: AcademicDegree | string | null | undefined;
}

/**
 * The abstract fee (DESIGN.md, spec §9): 30 AZN where the author's country is Azerbaijan,
 * otherwise 50 EUR; master's and doctoral students pay nothing.
 */
export function feeFor(payer: FeePayer): Fee {
  if (FEE_EXEMPT_DEGREES.includes(payer.academicDegree as AcademicDegree)) {
    return { exempt: true, amount: 0, currency: null };
  }
  const local = payer.countryCode?.toUpperCase() === CONFERENCE.countryCode;
  return { exempt: false, ...(local ? LOCAL_FEE : FOREIGN_FEE) };
}
