import { apiPath, contract, type MessageDto } from '@conf/common';
import type { MessageModel } from '../db/models/message.js';

/** The columns of a message as the presenter reads them (a model or a row of a lean INSERT). */
export type StoredMessage = Pick<
  MessageModel,
  | 'id'
  | 'userId'
  | 'senderId'
  | 'fromAdmin'
  | 'body'
  | 'attachmentStoredName'
  | 'attachmentOriginalName'
  | 'attachmentMime'
  | 'attachmentSize'
  | 'isSeen'
  | 'seenAt'
  | 'createdAt'
>;

/** Whitelists a message for the wire; the stored file name never leaves the server. */
export function presentMessage(m: StoredMessage): MessageDto {
  return {
    id: m.id,
    userId: m.userId,
    senderId: m.senderId,
    fromAdmin: m.fromAdmin,
    body: m.body,
    attachment:
      m.attachmentStoredName && m.attachmentMime
        ? {
            name: m.attachmentOriginalName ?? 'attachment',
            mime: m.attachmentMime,
            size: m.attachmentSize ?? 0,
            url: apiPath(contract.messages.attachment, { params: { id: m.id } }),
          }
        : null,
    isSeen: m.isSeen,
    seenAt: m.seenAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}
