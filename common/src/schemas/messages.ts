import { z } from 'zod';
import { CHAT_LIMITS } from '../constants.js';
import { MESSAGE_PAGE } from '../messages.js';
import { listQuerySchema } from './list.js';
import { positiveId, text } from './fields.js';

/** `?before=<id>&limit=`: a page of history ending just before message `before` (newest page without it). */
export const messageHistoryQuerySchema = z.object({
  before: positiveId.optional(),
  limit: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: 'validation.invalidNumber' })
    .max(MESSAGE_PAGE.maxLimit, { error: 'validation.invalidNumber' })
    .default(MESSAGE_PAGE.defaultLimit),
});
export type MessageHistoryQuery = z.infer<typeof messageHistoryQuerySchema>;

/**
 * The text part of a sent message. It may be empty when a file is attached; the API refuses a
 * message that has neither (validation.messageEmpty), as the form does.
 */
export const messageBodySchema = z.object({
  body: text()
    .trim()
    .max(CHAT_LIMITS.bodyMaxChars, { error: 'validation.tooLong' })
    .optional()
    .default(''),
});
export type MessageBodyInput = z.infer<typeof messageBodySchema>;

export const conversationParamsSchema = z.object({ userId: positiveId });

export const messageIdParamsSchema = z.object({ id: positiveId });

/** The organisers' contact list: page, page size and a search on name, surname and e-mail. */
export const contactsQuerySchema = listQuerySchema.pick({ page: true, pageSize: true, q: true });

/** Socket `read_admin_messages`: an organiser has read the messages of this author. */
export const readAdminMessagesSchema = z.object({ userId: positiveId });
