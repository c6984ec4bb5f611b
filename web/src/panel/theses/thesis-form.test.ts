import { describe, expect, it } from 'vitest';
import { THESIS_LIMITS, thesisSchema, type UserDto } from '@conf/common';
import { initialThesisValues, move, thesisInputOf, withoutAuthorRowErrors } from './thesis-form';
import { zipProblem } from './zip-check';
import { blockedReason, receiptProblem } from './pay-rules';
import { author } from '../../test/fixtures';

const user: UserDto = {
  ...author,
  institution: 'Institute of Mathematics and Mechanics',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('the abstract form', () => {
  it('starts with the signed-in author as the one corresponding author', () => {
    const values = initialThesisValues(user);
    expect(values.authors).toHaveLength(1);
    expect(values.authors[0]).toMatchObject({
      name: 'Ada',
      countryId: '15',
      isCorresponding: true,
    });
  });

  it('sends what common thesisSchema accepts, without the row keys', () => {
    const values = {
      ...initialThesisValues(user),
      title: 'Waves in elastic shells',
      topicId: '3',
      keywords: ['waves', 'shells', 'elasticity'],
      termsAccepted: true,
    };
    const parsed = thesisSchema.safeParse(thesisInputOf(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.authors[0]).not.toHaveProperty('key');
    expect(parsed.data?.topicId).toBe(3);
  });

  it('reports errors under the paths the form shows them at', () => {
    const values = { ...initialThesisValues(user), title: 'Two words', keywords: ['one'] };
    values.authors[0]!.email = 'not-an-email';
    const parsed = thesisSchema.safeParse(thesisInputOf(values));
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['title', 'topicId', 'keywords', 'authors.0.email', 'termsAccepted']),
    );
  });

  it('reorders authors and drops row errors when rows change', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(withoutAuthorRowErrors({ 'authors.1.email': 'x', title: 'y', authors: 'z' })).toEqual({
      title: 'y',
      authors: 'z',
    });
  });
});

describe('quick file checks before an upload', () => {
  const file = (name: string, size: number, type = '') =>
    new File([new Uint8Array(size)], name, { type });

  it('wants a .zip within the limit', () => {
    expect(zipProblem(null)).toBe('validation.fileRequired');
    expect(zipProblem(file('abstract.pdf', 10))).toBe('validation.zipType');
    expect(zipProblem(file('abstract.ZIP', 10))).toBeNull();
    expect(zipProblem({ name: 'big.zip', size: THESIS_LIMITS.zipMaxBytes + 1 } as File)).toBe(
      'validation.zipSize',
    );
  });

  it('wants a JPEG, PNG or PDF receipt', () => {
    expect(receiptProblem(file('receipt.png', 10, 'image/png'))).toBeNull();
    expect(receiptProblem(file('receipt.pdf', 10))).toBeNull();
    expect(receiptProblem(file('receipt.gif', 10, 'image/gif'))).toBe('validation.receiptType');
  });
});

describe('why a receipt cannot be sent', () => {
  const fee = { exempt: false as const, amount: 30, currency: 'AZN' as const };
  const payment = (status: 'pending' | 'accepted' | 'rejected') => ({
    id: 1,
    thesisId: 1,
    amount: 30,
    currency: 'AZN',
    status,
    reason: null,
    receipt: { originalName: 'r.png', mime: 'image/png', size: 1, url: '/api/payments/1/receipt' },
    createdAt: '2025-01-01T00:00:00.000Z',
    decidedAt: null,
  });

  it('names the case: exempt, received, pending, not due; or nothing when allowed', () => {
    const state = { fee, payment: null, payments: [], canUpload: true };
    expect(blockedReason(state, 'require_payment')).toBeNull();
    expect(
      blockedReason({ ...state, fee: { exempt: true, amount: 0, currency: null } }, 'accepted'),
    ).toBe('panel.pay.exempt');
    expect(
      blockedReason({ ...state, payment: payment('pending'), canUpload: false }, 'require_payment'),
    ).toBe('panel.pay.pending');
    expect(
      blockedReason({ ...state, payment: payment('accepted'), canUpload: false }, 'accepted'),
    ).toBe('panel.pay.received');
    expect(blockedReason({ ...state, payment: payment('rejected') }, 'require_payment')).toBeNull();
    expect(blockedReason(state, 'in_editor')).toBe('panel.pay.notDue');
  });
});
