import { describe, expect, it } from 'vitest';
import { registerSchema, accountEditSchema } from './auth.js';
import { thesisSchema, authorSchema } from './thesis.js';
import { PG_INT_MAX } from '../constants.js';
import { calendarDay, moment, positiveId } from './fields.js';

const author = {
  name: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.org',
  countryId: 1,
  city: 'London',
  institution: 'Analytical Engine Society',
  phonePrefix: '+44',
  phone: '2079460000',
  academicDegree: 'phd',
  academicTitle: 'professor',
  isCorresponding: true,
};

const thesis = {
  title: 'On the stability of elastic plates',
  topicId: 2,
  keywords: ['elasticity', 'plates', 'stability'],
  authors: [author],
  termsAccepted: true,
};

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('thesis schema', () => {
  it('accepts a complete submission', () => {
    expect(thesisSchema.safeParse(thesis).success).toBe(true);
  });

  it('counts title words: 3 to 50', () => {
    const two = firstMessages(thesisSchema.safeParse({ ...thesis, title: 'Too short' }));
    expect(two.title).toBe('validation.titleWords');
    const fiftyOne = Array.from({ length: 51 }, (_, i) => `w${i}`).join(' ');
    expect(firstMessages(thesisSchema.safeParse({ ...thesis, title: fiftyOne })).title).toBe(
      'validation.titleWords',
    );
    const fifty = Array.from({ length: 50 }, (_, i) => `w${i}`).join('  ');
    expect(thesisSchema.safeParse({ ...thesis, title: fifty }).success).toBe(true);
  });

  it('wants 3 to 5 keywords, an author, one corresponding author and the terms', () => {
    const r = firstMessages(
      thesisSchema.safeParse({
        ...thesis,
        keywords: ['a', 'b'],
        authors: [],
        termsAccepted: false,
      }),
    );
    expect(r).toMatchObject({
      keywords: 'validation.keywordsCount',
      authors: 'validation.authorsMin',
      termsAccepted: 'validation.termsRequired',
    });
    const six = firstMessages(
      thesisSchema.safeParse({ ...thesis, keywords: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    );
    expect(six.keywords).toBe('validation.keywordsCount');
    const none = firstMessages(
      thesisSchema.safeParse({ ...thesis, authors: [{ ...author, isCorresponding: false }] }),
    );
    expect(none.authors).toBe('validation.correspondingAuthor');
  });

  it('requires every author field and a valid e-mail', () => {
    for (const field of Object.keys(author).filter((f) => f !== 'isCorresponding')) {
      const input: Record<string, unknown> = { ...author };
      delete input[field];
      expect(firstMessages(authorSchema.safeParse(input))[field], field).toBe(
        'validation.required',
      );
    }
    expect(firstMessages(authorSchema.safeParse({ ...author, email: 'nope' })).email).toBe(
      'validation.email',
    );
  });
});

describe('account schemas', () => {
  it('lower-cases e-mails on registration', () => {
    const r = registerSchema.parse({
      ...author,
      email: 'Ada@Example.ORG',
      password: 'long-enough',
    });
    expect(r.email).toBe('ada@example.org');
  });

  it('lets the new password stay empty on account edit, but wants the current one to change it', () => {
    expect(accountEditSchema.safeParse({ ...author, newPassword: '' }).success).toBe(true);
    const r = firstMessages(
      accountEditSchema.safeParse({ ...author, newPassword: 'new-password-1' }),
    );
    expect(r.currentPassword).toBe('validation.required');
  });
});

describe('bounds every field inherits from the builders', () => {
  it('refuses a NUL byte in any text field of a schema', () => {
    const withNul = (field: string) =>
      firstMessages(authorSchema.safeParse({ ...author, [field]: `a\u0000b` }))[field];
    for (const field of ['name', 'surname', 'city', 'institution', 'email']) {
      expect(withNul(field), field).toBe('validation.nulByte');
    }
    const keywords = ['one', 'tw\u0000o', 'three'];
    expect(firstMessages(thesisSchema.safeParse({ ...thesis, keywords }))['keywords.1']).toBe(
      'validation.nulByte',
    );
  });

  it('bounds ids to PostgreSQL integer and days to sane years', () => {
    expect(positiveId.safeParse(PG_INT_MAX).success).toBe(true);
    expect(positiveId.safeParse(PG_INT_MAX + 1).success).toBe(false);
    expect(positiveId.safeParse('99999999999999999999').success).toBe(false);
    expect(calendarDay.safeParse('2025-09-03').success).toBe(true);
    expect(calendarDay.safeParse('9999-12-31').error?.issues[0]?.message).toBe(
      'validation.dateOutOfRange',
    );
    expect(moment.safeParse('1899-12-31T23:00:00Z').success).toBe(false);
  });
});
