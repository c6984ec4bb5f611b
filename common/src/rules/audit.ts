/**
 * The audit trail's vocabulary: what was changed (resource) and how (action). Each organiser or
 * reviewer action records one event; the audit screen filters and translates by these values.
 * A feature that adds an action adds it here (and its label to the catalogue).
 */
export const AUDIT_RESOURCES = [
  'thesis',
  'payment',
  'participant',
  'user',
  'page',
  'news',
  'settings',
  'audit',
  'programme',
  'programme_room',
  'programme_session',
  'programme_slot',
  'timing_report',
  'book',
  'letter',
  'certificate',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_ACTIONS = [
  'thesis.accept',
  'thesis.reject',
  'payment.accept',
  'payment.reject',
  'participant.accept',
  'user.role',
  'user.update',
  'reviewer.topics',
  'review.assign',
  'review.unassign',
  'review.create',
  'review.update',
  'review.draft',
  'review.decline',
  'review.conflict.add',
  'review.conflict.remove',
  'page.create',
  'page.update',
  'page.publish',
  'page.delete',
  'news.create',
  'news.update',
  'news.publish',
  'news.delete',
  'settings.update',
  'export.users',
  'export.theses',
  'export.participants',
  'export.audit',
  'programme.create',
  'programme.update',
  'programme.delete',
  'programme.publish',
  'timing_report.resolve',
  'book.build',
  'letter.approve',
  'letter.refuse',
  'letter.purge',
  'certificate.issue',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Everything that happens to one abstract (decisions, reviewer assignments, reviews, declared
 * conflicts) is recorded under the abstract (`resource` thesis, its id), so filtering the trail by
 * that resource shows the abstract's whole history; a reviewer's topics and role are recorded
 * under the user. Exports are recorded under the resource listed, with the filters used.
 */
export const AUDIT_RESOURCE_OF: Record<AuditAction, AuditResource> = {
  'thesis.accept': 'thesis',
  'thesis.reject': 'thesis',
  'payment.accept': 'payment',
  'payment.reject': 'payment',
  'participant.accept': 'participant',
  'user.role': 'user',
  'user.update': 'user',
  'reviewer.topics': 'user',
  'review.assign': 'thesis',
  'review.unassign': 'thesis',
  'review.create': 'thesis',
  'review.update': 'thesis',
  'review.draft': 'thesis',
  'review.decline': 'thesis',
  'review.conflict.add': 'thesis',
  'review.conflict.remove': 'thesis',
  'page.create': 'page',
  'page.update': 'page',
  'page.publish': 'page',
  'page.delete': 'page',
  'news.create': 'news',
  'news.update': 'news',
  'news.publish': 'news',
  'news.delete': 'news',
  'settings.update': 'settings',
  'export.users': 'user',
  'export.theses': 'thesis',
  'export.participants': 'participant',
  'export.audit': 'audit',
  // Rooms, sessions and slots are recorded under their own resources; the filter offers them
  // together as the programme.
  'programme.create': 'programme',
  'programme.update': 'programme',
  'programme.delete': 'programme',
  'programme.publish': 'programme',
  'timing_report.resolve': 'timing_report',
  'book.build': 'book',
  'letter.approve': 'letter',
  'letter.refuse': 'letter',
  'letter.purge': 'letter',
  'certificate.issue': 'certificate',
};

/** Keys never written to the audit trail, at any depth: secrets and passport data. */
export const AUDIT_REDACTED_KEY = /password|token|secret|hash|passport/i;
