import { canMoveParticipant, PARTICIPANT_ABILITIES } from '@conf/common';
import { definePolicy, isAdmin, isOwner } from '../auth/policy.js';
import type { ParticipantModel } from '../db/models/participant.js';

/**
 * Participation: only organisers decide, and only where the participant table allows the move;
 * the programme's online session is for the participant once approved.
 */
export const participantPolicy = definePolicy({
  rules: {
    accept: (user, p: ParticipantModel) =>
      isAdmin(user) && canMoveParticipant(p.status, 'accepted'),
    joinProgramme: (user, p: ParticipantModel) =>
      isOwner(user, p.userId) && p.status === 'accepted',
  },
  abilities: PARTICIPANT_ABILITIES,
});
