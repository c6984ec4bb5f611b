import { describe, expect, it } from 'vitest';
import { fingerprintOf, proposeAssignments, type AutoAssignInput } from './auto-assign.js';

const input = (overrides: Partial<AutoAssignInput> = {}): AutoAssignInput => ({
  perAbstract: 2,
  theses: [],
  reviewers: [],
  load: [],
  forbidden: [],
  ...overrides,
});

const countBy = (pairs: { reviewerId: number }[]) => {
  const out = new Map<number, number>();
  for (const p of pairs) out.set(p.reviewerId, (out.get(p.reviewerId) ?? 0) + 1);
  return out;
};

describe('proposeAssignments', () => {
  it('gives every abstract N reviewers of its topic, the load even within one', () => {
    const theses = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, topicId: 1, assigned: [] }));
    const reviewers = [1, 2, 3, 4].map((id) => ({ id: 100 + id, topicIds: [1] }));
    const { pairs, missing } = proposeAssignments(input({ theses, reviewers }));
    expect(pairs).toHaveLength(18);
    expect(missing.size).toBe(0);
    for (const t of theses) {
      const mine = pairs.filter((p) => p.thesisId === t.id).map((p) => p.reviewerId);
      expect(new Set(mine).size).toBe(2);
    }
    const loads = [...countBy(pairs).values()];
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  });

  it('balances inside each topic, never across topics, counting load already carried', () => {
    const theses = [
      { id: 1, topicId: 1, assigned: [] },
      { id: 2, topicId: 1, assigned: [] },
      { id: 3, topicId: 2, assigned: [] },
    ];
    const reviewers = [
      { id: 10, topicIds: [1, 2] },
      { id: 11, topicIds: [1] },
      { id: 12, topicIds: [2] },
    ];
    // Reviewer 10 already carries three open abstracts of topic 1.
    const load = [{ reviewerId: 10, topicId: 1, count: 3 }];
    const { pairs } = proposeAssignments(input({ perAbstract: 1, theses, reviewers, load }));
    expect(pairs).toEqual([
      { thesisId: 1, reviewerId: 11 },
      { thesisId: 2, reviewerId: 11 },
      // Topic 2: both have no load there; 12 carries less overall.
      { thesisId: 3, reviewerId: 12 },
    ]);
  });

  it('keeps existing assignments, respects conflicts and reports what is missing', () => {
    const theses = [
      { id: 1, topicId: 1, assigned: [10] },
      { id: 2, topicId: 1, assigned: [] },
    ];
    const reviewers = [
      { id: 10, topicIds: [1] },
      { id: 11, topicIds: [1] },
    ];
    const { pairs, missing } = proposeAssignments(
      input({ theses, reviewers, forbidden: ['1:11', '2:10'] }),
    );
    expect(pairs).toEqual([{ thesisId: 2, reviewerId: 11 }]);
    expect([...missing]).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('serves first the abstracts with the fewest eligible reviewers', () => {
    // Reviewer 11 is the only one abstract 2 may have; abstract 1 could take either.
    const theses = [
      { id: 1, topicId: 1, assigned: [] },
      { id: 2, topicId: 1, assigned: [] },
    ];
    const reviewers = [
      { id: 10, topicIds: [1] },
      { id: 11, topicIds: [1] },
    ];
    const { pairs, missing } = proposeAssignments(
      input({ perAbstract: 1, theses, reviewers, forbidden: ['2:10'] }),
    );
    expect(pairs).toEqual([
      { thesisId: 2, reviewerId: 11 },
      { thesisId: 1, reviewerId: 10 },
    ]);
    expect(missing.size).toBe(0);
  });
});

describe('fingerprintOf', () => {
  it('is the same for the same data in any order, and changes with the data', () => {
    const a = input({
      theses: [
        { id: 1, topicId: 1, assigned: [11, 10] },
        { id: 2, topicId: 1, assigned: [] },
      ],
      reviewers: [
        { id: 10, topicIds: [2, 1] },
        { id: 11, topicIds: [1] },
      ],
      forbidden: ['2:10', '1:12'],
    });
    const b = input({
      theses: [...a.theses].reverse().map((t) => ({ ...t, assigned: [...t.assigned].reverse() })),
      reviewers: [...a.reviewers].reverse(),
      forbidden: [...a.forbidden].reverse(),
    });
    expect(fingerprintOf(a)).toBe(fingerprintOf(b));
    expect(fingerprintOf(a)).toMatch(/^[a-f0-9]{64}$/);
    expect(fingerprintOf({ ...a, forbidden: ['2:10'] })).not.toBe(fingerprintOf(a));
    expect(fingerprintOf({ ...a, perAbstract: 3 })).not.toBe(fingerprintOf(a));
  });
});
