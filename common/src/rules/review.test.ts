import { describe, expect, it } from 'vitest';
import {
  automaticConflict,
  isReviewOpen,
  meanScore,
  normaliseInstitution,
  REVIEW_OPEN_STATUSES,
  reviewsComplete,
} from './review.js';

describe('reviewing rules', () => {
  it('keeps reviewing open exactly while organisers may still decide', () => {
    expect(REVIEW_OPEN_STATUSES).toEqual(['in_editor', 'revised']);
    expect(isReviewOpen('require_payment')).toBe(false);
  });

  it('finds the conflicts that follow from the data', () => {
    const reviewer = { id: 7, email: 'Ada@Example.org ', institution: 'Institute of Mathematics' };
    const author = (email: string, institution = 'Elsewhere') => ({ email, institution });
    expect(automaticConflict(reviewer, { userId: 7, authors: [] })).toBe('submitter');
    expect(automaticConflict(reviewer, { userId: 1, authors: [author(' ada@example.ORG')] })).toBe(
      'coauthor',
    );
    expect(
      automaticConflict(reviewer, {
        userId: 1,
        authors: [author('x@y.z', '  INSTITUTE of  mathematics. ')],
      }),
    ).toBe('institution');
    expect(
      automaticConflict(reviewer, {
        userId: 1,
        authors: [author('x@y.z', 'Institute of Physics')],
      }),
    ).toBeNull();
    // An empty institution matches nobody.
    expect(
      automaticConflict(
        { ...reviewer, institution: ' ' },
        { userId: 1, authors: [author('a@b.c', '')] },
      ),
    ).toBeNull();
  });

  it('normalises institutions without losing Azerbaijani letters', () => {
    expect(normaliseInstitution('Bakı Dövlət Universiteti')).toBe('bakı dövlət universiteti');
    expect(normaliseInstitution('  Bakı   Dövlət, Universiteti ')).toBe('bakı dövlət universiteti');
  });

  it('counts reviews complete and means to one decimal', () => {
    expect(reviewsComplete({ assigned: 0, done: 0 })).toBe(false);
    expect(reviewsComplete({ assigned: 2, done: 1 })).toBe(false);
    expect(reviewsComplete({ assigned: 2, done: 2 })).toBe(true);
    expect(meanScore([])).toBeNull();
    expect(meanScore([4, 5, 4, 2, 2, 2])).toBe(3.2);
  });
});
