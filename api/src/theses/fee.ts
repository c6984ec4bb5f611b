import { feeFor, type Fee } from '@conf/common';
import type { ThesisModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';

/** The fee rule applied to the submitting user (their country and academic degree). */
export const feeOfUser = (user: UserModel): Fee =>
  feeFor({ countryCode: user.country?.code, academicDegree: user.academicDegree });

/**
 * The fee of an abstract: fixed when it was accepted with a fee due; until then (or when the
 * author was exempt) what the rule says for the author today.
 */
export function feeOfThesis(thesis: ThesisModel, user: UserModel): Fee {
  if (thesis.feeAmount !== null && thesis.feeCurrency !== null) {
    return { exempt: false, amount: thesis.feeAmount, currency: thesis.feeCurrency };
  }
  return feeOfUser(user);
}
