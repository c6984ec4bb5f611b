import { describe, expect, it } from 'vitest';
import { ACADEMIC_DEGREES } from '../academic.js';
import { feeFor } from './fee.js';
import { canUploadReceipt, canMovePayment } from './payment-status.js';
import { canMoveParticipant } from './participant-status.js';
import {
  isPaymentDue,
  THESIS_EVENTS,
  THESIS_STATUSES,
  allowedThesisEvents,
  nextThesisStatus,
} from './thesis-status.js';

describe('fee rule', () => {
  it.each(ACADEMIC_DEGREES)('charges or exempts a %s, local and foreign', (degree) => {
    const student = degree === 'masters_student' || degree === 'doctoral_student';
    const local = feeFor({ countryCode: 'AZ', academicDegree: degree });
    const foreign = feeFor({ countryCode: 'TR', academicDegree: degree });
    if (student) {
      expect(local).toEqual({ exempt: true, amount: 0, currency: null });
      expect(foreign).toEqual({ exempt: true, amount: 0, currency: null });
    } else {
      expect(local).toEqual({ exempt: false, amount: 30, currency: 'AZN' });
      expect(foreign).toEqual({ exempt: false, amount: 50, currency: 'EUR' });
    }
  });

  it('treats an unknown country as foreign and reads the code case-insensitively', () => {
    expect(feeFor({ countryCode: null, academicDegree: 'phd' }).currency).toBe('EUR');
    expect(feeFor({ countryCode: 'az', academicDegree: 'phd' }).currency).toBe('AZN');
  });
});

describe('abstract status table', () => {
  const allowed: Record<string, string> = {
    'in_editor reject': 'rejected',
    'revised reject': 'rejected',
    'in_editor accept': 'require_payment',
    'revised accept': 'require_payment',
    'rejected resubmit': 'revised',
    'require_payment payment_accepted': 'accepted',
  };

  it('allows exactly the moves of DESIGN.md and refuses every other', () => {
    for (const from of THESIS_STATUSES) {
      for (const event of THESIS_EVENTS) {
        expect(nextThesisStatus(from, event), `${from} ${event}`).toBe(
          allowed[`${from} ${event}`] ?? null,
        );
      }
    }
  });

  it('accepts straight into accepted when the author is fee-exempt', () => {
    expect(nextThesisStatus('in_editor', 'accept', { feeExempt: true })).toBe('accepted');
    expect(nextThesisStatus('revised', 'accept', { feeExempt: true })).toBe('accepted');
    expect(nextThesisStatus('accepted', 'accept', { feeExempt: true })).toBeNull();
  });

  it('says an abstract awaits its fee only in require_payment', () => {
    expect(THESIS_STATUSES.filter(isPaymentDue)).toEqual(['require_payment']);
  });

  it('offers each actor only the events it may trigger', () => {
    expect(allowedThesisEvents('in_editor', 'admin')).toEqual(['reject', 'accept']);
    expect(allowedThesisEvents('in_editor', 'author')).toEqual([]);
    expect(allowedThesisEvents('rejected', 'author')).toEqual(['resubmit']);
    expect(allowedThesisEvents('accepted', 'admin')).toEqual([]);
  });
});

describe('payment and participant moves', () => {
  it('blocks a new receipt while one is pending or accepted', () => {
    expect(canUploadReceipt([])).toBe(true);
    expect(canUploadReceipt(['rejected'])).toBe(true);
    expect(canUploadReceipt(['rejected', 'pending'])).toBe(false);
    expect(canUploadReceipt(['accepted'])).toBe(false);
  });

  it('decides a pending payment once', () => {
    expect(canMovePayment('pending', 'accepted')).toBe(true);
    expect(canMovePayment('pending', 'rejected')).toBe(true);
    expect(canMovePayment('accepted', 'rejected')).toBe(false);
    expect(canMovePayment('rejected', 'accepted')).toBe(false);
  });

  it('approves a participant once', () => {
    expect(canMoveParticipant('in_confirmation', 'accepted')).toBe(true);
    expect(canMoveParticipant('accepted', 'in_confirmation')).toBe(false);
  });
});
