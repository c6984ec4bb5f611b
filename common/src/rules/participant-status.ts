export const PARTICIPANT_STATUSES = ['in_confirmation', 'accepted'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const PARTICIPANT_TRANSITIONS: Record<ParticipantStatus, readonly ParticipantStatus[]> = {
  in_confirmation: ['accepted'],
  accepted: [],
};

export function canMoveParticipant(from: ParticipantStatus, to: ParticipantStatus): boolean {
  return PARTICIPANT_TRANSITIONS[from].includes(to);
}
