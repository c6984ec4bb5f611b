import { canMoveParticipant } from '@conf/common';
import { isAdmin } from '../auth/policy.js';
import type { ParticipantModel } from '../db/models/participant.js';
import type { UserModel } from '../db/models/user.js';

/** Only organisers decide, and only where the participant table allows the move. */
export const canAcceptParticipant = (user: UserModel | undefined, participant: ParticipantModel) =>
  isAdmin(user) && canMoveParticipant(participant.status, 'accepted');
