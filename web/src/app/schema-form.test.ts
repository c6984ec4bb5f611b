import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, resetPasswordSchema } from '@conf/common';
import { zodFieldErrors } from './schema-form';

describe('form validation with the common schemas', () => {
  it('reports the first catalogue key per field', () => {
    const result = loginSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({
        email: 'validation.email',
        password: 'validation.required',
      });
    }
  });

  it('flags every empty required field of registration', () => {
    // Every field of the form left empty (the language is not one: the page adds it).
    const { locale: _locale, ...fields } = registerSchema.shape;
    const result = registerSchema.safeParse(
      Object.fromEntries(Object.keys(fields).map((field) => [field, ''])),
    );
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = zodFieldErrors(result.error);
      for (const field of [
        'name',
        'surname',
        'email',
        'password',
        'phonePrefix',
        'phone',
        'city',
        'institution',
      ]) {
        expect(errors[field]).toBe('validation.required');
      }
      expect(errors.academicDegree).toBe('validation.required');
      expect(errors.countryId).toBeDefined();
    }
  });

  it('puts the mismatch on the confirmation field', () => {
    const result = resetPasswordSchema.safeParse({
      token: 'x'.repeat(32),
      password: 'long-enough-1',
      passwordConfirmation: 'different-1',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({
        passwordConfirmation: 'validation.passwordsDiffer',
      });
    }
  });
});
