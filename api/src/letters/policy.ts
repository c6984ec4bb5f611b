import { LETTER_ABILITIES, type LetterStatus } from '@conf/common';
import { definePolicy, isAdmin, isOwner, type Caller } from '../auth/policy.js';
import { AppError } from '../http/errors.js';

const mayView = (user: Caller, letter: { userId: number }) =>
  isAdmin(user) || isOwner(user, letter.userId);

/**
 * A letter is its participant's and the organisers'; anyone else's answers 404, like a missing
 * one. Its PDF exists once approved, and only while the passport data it prints is kept.
 */
export const letterPolicy = definePolicy({
  rules: {
    view: mayView,
    download: (
      user,
      letter: { userId: number; status: LetterStatus; passportPurgedAt: Date | null },
    ) => mayView(user, letter) && letter.status === 'approved' && letter.passportPurgedAt === null,
  },
  abilities: LETTER_ABILITIES,
  refuse: () => new AppError(404, 'error.letterNotFound'),
});
