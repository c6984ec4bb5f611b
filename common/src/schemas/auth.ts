import { z } from 'zod';
import { ACADEMIC_DEGREES, ACADEMIC_TITLES } from '../academic.js';
import { AUTH } from '../constants.js';
import { LOCALES } from '../locales.js';
import {
  email,
  password,
  phone,
  phonePrefix,
  positiveId,
  requiredEnum,
  requiredText,
  text,
} from './fields.js';

/**
 * Where a person works, how to phone them and their academic standing (spec §3): the same rules
 * for a user's profile and an abstract's author.
 */
export const contactShape = {
  city: requiredText(100),
  institution: requiredText(255),
  phonePrefix,
  phone,
  academicDegree: requiredEnum(ACADEMIC_DEGREES),
  academicTitle: requiredEnum(ACADEMIC_TITLES),
};

/** The profile fields of a user (spec §3), shared by registration and account edit. */
export const profileSchema = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  countryId: positiveId,
  ...contactShape,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const registerSchema = profileSchema.extend({
  email,
  password,
  /** The language the author registered in; mail to them is written in it. */
  locale: z.enum(LOCALES).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: text({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * What registration answers, whether the address was new, taken or awaiting confirmation: the
 * same words in the same time (the work happens after the answer), so it reveals nothing.
 */
export interface RegisterResponse {
  success: true;
}

/**
 * The mailed confirmation link, opened: its token and the password chosen at sign-up. Asking for
 * the password means that a stranger who signed up with someone else's address cannot have the
 * owner confirm it for them by clicking the link.
 */
export const confirmEmailSchema = z.object({
  token: text({ error: 'error.confirmTokenInvalid' }).min(16, {
    error: 'error.confirmTokenInvalid',
  }),
  password: text({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: text({ error: 'error.resetTokenInvalid' }).min(16, { error: 'error.resetTokenInvalid' }),
    password,
    passwordConfirmation: text({ error: 'validation.required' }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    error: 'validation.passwordsDiffer',
    path: ['passwordConfirmation'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * Account edit: the new password may be left empty; changing it, or the e-mail, needs the current
 * one (the API checks the e-mail case, since only it knows the stored address).
 */
export const accountEditSchema = profileSchema
  .extend({
    email,
    newPassword: text()
      .optional()
      .default('')
      .refine(
        (v) =>
          v === '' || (v.length >= AUTH.passwordMinLength && v.length <= AUTH.passwordMaxLength),
        { error: 'validation.passwordLength' },
      ),
    currentPassword: text().optional().default(''),
    locale: z.enum(LOCALES).optional(),
  })
  .refine((v) => v.newPassword === '' || v.currentPassword !== '', {
    error: 'validation.required',
    path: ['currentPassword'],
  });
export type AccountEditInput = z.infer<typeof accountEditSchema>;
