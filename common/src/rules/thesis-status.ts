/**
 * The abstract (thesis) life cycle of DESIGN.md as data. The API refuses any move that is not in
 * this table (409); the UI offers only the events it allows.
 */
export const THESIS_STATUSES = [
  'in_editor',
  'require_payment',
  'rejected',
  'revised',
  'accepted',
] as const;
export type ThesisStatus = (typeof THESIS_STATUSES)[number];

export const THESIS_EVENTS = ['reject', 'accept', 'resubmit', 'payment_accepted'] as const;
export type ThesisEvent = (typeof THESIS_EVENTS)[number];

export type Actor = 'author' | 'admin';

export interface ThesisTransition {
  from: readonly ThesisStatus[];
  event: ThesisEvent;
  to: ThesisStatus;
  actor: Actor;
  /** For `accept`: which branch applies, by the fee rule. */
  when?: 'fee_due' | 'fee_exempt';
}

/** A new submission always starts here. */
export const THESIS_INITIAL_STATUS: ThesisStatus = 'in_editor';

export const THESIS_TRANSITIONS: readonly ThesisTransition[] = [
  { from: ['in_editor', 'revised'], event: 'reject', to: 'rejected', actor: 'admin' },
  {
    from: ['in_editor', 'revised'],
    event: 'accept',
    to: 'require_payment',
    actor: 'admin',
    when: 'fee_due',
  },
  {
    from: ['in_editor', 'revised'],
    event: 'accept',
    to: 'accepted',
    actor: 'admin',
    when: 'fee_exempt',
  },
  { from: ['rejected'], event: 'resubmit', to: 'revised', actor: 'author' },
  { from: ['require_payment'], event: 'payment_accepted', to: 'accepted', actor: 'admin' },
];

/** Where `event` takes an abstract in `from`, or null when the table does not allow it. */
export function nextThesisStatus(
  from: ThesisStatus,
  event: ThesisEvent,
  options: { feeExempt?: boolean } = {},
): ThesisStatus | null {
  const branch = options.feeExempt ? 'fee_exempt' : 'fee_due';
  const move = THESIS_TRANSITIONS.find(
    (t) =>
      t.event === event && t.from.includes(from) && (t.when === undefined || t.when === branch),
  );
  return move?.to ?? null;
}

/** The events an actor may trigger on an abstract in `status`. */
export function allowedThesisEvents(status: ThesisStatus, actor: Actor): ThesisEvent[] {
  const events = THESIS_TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(status)).map(
    (t) => t.event,
  );
  return [...new Set(events)];
}

/**
 * Whether an abstract awaits its fee: the statuses from which an accepted payment moves it on.
 * Only then may its author send a receipt.
 */
export function isPaymentDue(status: ThesisStatus): boolean {
  return THESIS_TRANSITIONS.some((t) => t.event === 'payment_accepted' && t.from.includes(status));
}
