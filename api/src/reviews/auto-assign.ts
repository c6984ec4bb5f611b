import { createHash } from 'node:crypto';

/**
 * "Assign automatically", as a pure function of its input so that a preview and its later save
 * compute the very same proposal from the same data (and a fingerprint of that data tells
 * whether it changed in between).
 *
 * Each open abstract should have `perAbstract` reviewers. Existing assignments are kept and
 * count. Within each topic, an abstract lacking reviewers takes the eligible reviewers (of its
 * topic, not already on it, without a conflict) with the lightest load in that topic, then the
 * lightest load overall, then the lowest id; abstracts with the fewest eligible reviewers are
 * served first, so scarce reviewers go where nobody else could.
 */

export interface AutoAssignThesis {
  id: number;
  topicId: number;
  /** Reviewers already assigned. */
  assigned: readonly number[];
}

export interface AutoAssignReviewer {
  id: number;
  topicIds: readonly number[];
}

export interface AutoAssignInput {
  perAbstract: number;
  theses: readonly AutoAssignThesis[];
  reviewers: readonly AutoAssignReviewer[];
  /** Open assignments each reviewer carries now, per topic (those of other topics included). */
  load: readonly { reviewerId: number; topicId: number; count: number }[];
  /** Pairs `thesisId:reviewerId` that a conflict of interest forbids. */
  forbidden: readonly string[];
}

export interface AutoAssignPair {
  thesisId: number;
  reviewerId: number;
}

export interface AutoAssignResult {
  pairs: AutoAssignPair[];
  /** Abstracts that still lack reviewers, and how many. */
  missing: Map<number, number>;
}

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

/** A stable digest of the input: the same data, in any order, gives the same fingerprint. */
export function fingerprintOf(input: AutoAssignInput): string {
  const canonical = {
    perAbstract: input.perAbstract,
    theses: [...input.theses]
      .sort(byId)
      .map((t) => [t.id, t.topicId, [...t.assigned].sort((a, b) => a - b)]),
    reviewers: [...input.reviewers]
      .sort(byId)
      .map((r) => [r.id, [...r.topicIds].sort((a, b) => a - b)]),
    load: [...input.load]
      .filter((l) => l.count > 0)
      .sort((a, b) => a.reviewerId - b.reviewerId || a.topicId - b.topicId)
      .map((l) => [l.reviewerId, l.topicId, l.count]),
    forbidden: [...input.forbidden].sort(),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export function proposeAssignments(input: AutoAssignInput): AutoAssignResult {
  const forbidden = new Set(input.forbidden);
  const topicLoad = new Map<string, number>();
  const totalLoad = new Map<number, number>();
  for (const { reviewerId, topicId, count } of input.load) {
    topicLoad.set(`${reviewerId}:${topicId}`, count);
    totalLoad.set(reviewerId, (totalLoad.get(reviewerId) ?? 0) + count);
  }
  const loadIn = (reviewerId: number, topicId: number) =>
    topicLoad.get(`${reviewerId}:${topicId}`) ?? 0;

  const pairs: AutoAssignPair[] = [];
  const missing = new Map<number, number>();
  const topics = [...new Set(input.theses.map((t) => t.topicId))].sort((a, b) => a - b);

  for (const topicId of topics) {
    const reviewers = input.reviewers.filter((r) => r.topicIds.includes(topicId));
    const eligible = (thesis: AutoAssignThesis) =>
      reviewers.filter(
        (r) => !thesis.assigned.includes(r.id) && !forbidden.has(`${thesis.id}:${r.id}`),
      );
    const lacking = input.theses
      .filter((t) => t.topicId === topicId && t.assigned.length < input.perAbstract)
      .map((thesis) => ({ thesis, candidates: eligible(thesis) }))
      .sort((a, b) => a.candidates.length - b.candidates.length || a.thesis.id - b.thesis.id);

    for (const { thesis, candidates } of lacking) {
      const needed = input.perAbstract - thesis.assigned.length;
      const chosen = [...candidates]
        .sort(
          (a, b) =>
            loadIn(a.id, topicId) - loadIn(b.id, topicId) ||
            (totalLoad.get(a.id) ?? 0) - (totalLoad.get(b.id) ?? 0) ||
            a.id - b.id,
        )
        .slice(0, needed);
      for (const reviewer of chosen) {
        pairs.push({ thesisId: thesis.id, reviewerId: reviewer.id });
        topicLoad.set(`${reviewer.id}:${topicId}`, loadIn(reviewer.id, topicId) + 1);
        totalLoad.set(reviewer.id, (totalLoad.get(reviewer.id) ?? 0) + 1);
      }
      if (chosen.length < needed) missing.set(thesis.id, needed - chosen.length);
    }
  }
  return { pairs, missing };
}
