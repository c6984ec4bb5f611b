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

/** Keys never written to the audit trail, at any depth: secrets and passport data. */
export const AUDIT_REDACTED_KEY = /password|token|secret|hash|passport/i;
