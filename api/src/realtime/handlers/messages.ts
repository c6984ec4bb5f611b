import {
  formatMessage,
  readAdminMessagesSchema,
  type ReadMessagesResult,
  type SocketAck,
} from '@conf/common';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { markReadByAuthor, markReadByOrganisers } from '../../messages/service.js';
import type { AppSocket } from './types.js';

/**
 * The client-emitted read receipts: the same service calls as the HTTP read endpoints, answered
 * through the acknowledgement callback. The author is always the socket's own user; only an
 * organiser's socket may mark an author's messages read.
 */
export function registerMessageHandlers(ctx: AppContext, socket: AppSocket) {
  const { userId, isAdmin } = socket.data;

  socket.on('read_user_messages', (_payload, ack) => {
    void answer(ctx, socket, ack, () => markReadByAuthor(ctx, userId));
  });

  socket.on('read_admin_messages', (payload, ack) => {
    void answer(ctx, socket, ack, () => {
      if (!isAdmin) throw new AppError(403, 'error.forbidden');
      const parsed = readAdminMessagesSchema.safeParse(payload);
      if (!parsed.success) throw new AppError(422, 'error.validation');
      return markReadByOrganisers(ctx, parsed.data.userId);
    });
  });
}

async function answer(
  ctx: AppContext,
  socket: AppSocket,
  ack: unknown,
  run: () => Promise<ReadMessagesResult>,
) {
  let result: SocketAck<ReadMessagesResult>;
  try {
    result = await run();
  } catch (err) {
    if (!(err instanceof AppError)) ctx.logger.error({ err }, 'socket handler failed');
    const key = err instanceof AppError ? err.messageKey : 'error.generic';
    result = { success: false, message: formatMessage(socket.data.locale, key) };
  }
  // A client may emit without a callback; it then simply gets no answer.
  if (typeof ack === 'function') (ack as (r: SocketAck<ReadMessagesResult>) => void)(result);
}
