import { z } from 'zod';
import { THESIS_LIMITS } from '../constants.js';
import { contactShape } from './auth.js';
import { countWords, email, positiveId, requiredText, text } from './fields.js';

/** An author of an abstract (spec §3, §5): every field is required, the e-mail must be valid. */
export const authorSchema = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  email,
  countryId: positiveId,
  ...contactShape,
  isCorresponding: z.boolean().default(false),
});
export type AuthorInput = z.infer<typeof authorSchema>;

const keyword = text().trim().min(1, { error: 'validation.required' }).max(60, {
  error: 'validation.tooLong',
});

/** The data of an abstract submission; the .zip travels beside it as a file. */
export const thesisSchema = z.object({
  title: requiredText(1000).refine(
    (t) => {
      const words = countWords(t);
      return words >= THESIS_LIMITS.titleMinWords && words <= THESIS_LIMITS.titleMaxWords;
    },
    { error: 'validation.titleWords' },
  ),
  topicId: positiveId,
  keywords: z
    .array(keyword, { error: 'validation.keywordsCount' })
    .min(THESIS_LIMITS.keywordsMin, { error: 'validation.keywordsCount' })
    .max(THESIS_LIMITS.keywordsMax, { error: 'validation.keywordsCount' }),
  authors: z
    .array(authorSchema, { error: 'validation.authorsMin' })
    .min(1, { error: 'validation.authorsMin' })
    .refine((list) => list.length === 0 || list.filter((a) => a.isCorresponding).length === 1, {
      error: 'validation.correspondingAuthor',
    }),
  termsAccepted: z.literal(true, { error: 'validation.termsRequired' }),
});
export type ThesisInput = z.infer<typeof thesisSchema>;

export const rejectionSchema = z.object({
  reason: requiredText(5000),
});
export type RejectionInput = z.infer<typeof rejectionSchema>;
