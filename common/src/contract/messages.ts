import {
  CHAT_ATTACHMENT_TYPES,
  type ContactDto,
  type MessageDto,
  type MessagePage,
  type ReadMessagesResult,
} from '../messages.js';
import type { Paginated } from '../schemas/list.js';
import {
  contactsQuerySchema,
  conversationParamsSchema,
  messageBodySchema,
  messageHistoryQuerySchema,
  messageIdParamsSchema,
} from '../schemas/messages.js';
import { defineRoute, file, json, multipart } from './route.js';

const ATTACHMENT_MIME = Object.keys(CHAT_ATTACHMENT_TYPES);

const messageWithAttachment = multipart({
  file: { field: 'attachment', required: false, mime: ATTACHMENT_MIME },
  fields: messageBodySchema,
});

/** Each author's one conversation with the organisers, from both sides. */
export const messageRoutes = {
  history: defineRoute({
    method: 'GET',
    path: '/user/messages',
    access: 'user',
    summary: "A page of the signed-in author's conversation, newest last",
    query: messageHistoryQuerySchema,
    reply: json<MessagePage>('MessagePage'),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/user/messages',
    access: 'user',
    summary: 'Write to the organisers (text, an attachment, or both)',
    body: messageWithAttachment,
    reply: json<MessageDto>('MessageDto', 201),
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/user/messages/read',
    access: 'user',
    summary: "Mark the organisers' messages to the caller as read",
    reply: json<ReadMessagesResult>('ReadMessagesResult'),
  }),
  markReadByGet: defineRoute({
    method: 'GET',
    path: '/user/messages/read',
    access: 'user',
    summary: 'Mark as read (the name the specification uses); clients use the POST twin',
    reply: json<ReadMessagesResult>('ReadMessagesResult'),
    deprecated: true,
    refuseNavigation: true,
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/messages/:id/attachment',
    access: 'user',
    summary: "A message's attachment (its conversation's author and organisers only)",
    params: messageIdParamsSchema,
    reply: file(...ATTACHMENT_MIME),
  }),
  contacts: defineRoute({
    method: 'GET',
    path: '/admin/messages/contacts',
    access: 'admin',
    summary: 'Authors who wrote, latest conversation first, with unread counts',
    query: contactsQuerySchema,
    reply: json<Paginated<ContactDto>>('Paginated<ContactDto>'),
  }),
  markReadByOrganisers: defineRoute({
    method: 'POST',
    path: '/admin/messages/read/:userId',
    access: 'admin',
    summary: "Mark an author's messages as read by the organisers",
    params: conversationParamsSchema,
    reply: json<ReadMessagesResult>('ReadMessagesResult'),
  }),
  markReadByOrganisersByGet: defineRoute({
    method: 'GET',
    path: '/admin/messages/read/:userId',
    access: 'admin',
    summary: 'Mark as read (the name the specification uses); clients use the POST twin',
    params: conversationParamsSchema,
    reply: json<ReadMessagesResult>('ReadMessagesResult'),
    deprecated: true,
    refuseNavigation: true,
  }),
  conversation: defineRoute({
    method: 'GET',
    path: '/admin/messages/:userId',
    access: 'admin',
    summary: "A page of one author's conversation",
    params: conversationParamsSchema,
    query: messageHistoryQuerySchema,
    reply: json<MessagePage>('MessagePage'),
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/admin/messages/:userId',
    access: 'admin',
    summary: 'Write to an author as the organisers',
    params: conversationParamsSchema,
    body: messageWithAttachment,
    reply: json<MessageDto>('MessageDto', 201),
  }),
} as const;
