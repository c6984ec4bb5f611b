/**
 * The three roles of DESIGN.md: the regular user (an author), the organiser (`admin`) and the
 * reviewer, whom organisers assign to topics. A reviewer reaches only their reviews and their own
 * account: never the authors' area (abstracts, payments, messages, participation).
 */
export const ROLES = ['user', 'admin', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin';
}

export function isReviewerRole(role: string | null | undefined): boolean {
  return role === 'reviewer';
}
