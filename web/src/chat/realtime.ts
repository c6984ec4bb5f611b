import type { MessageDto, MessagesReadEvent } from '@conf/common';
import { adminApi } from '../admin/admin-api';
import type { RealtimeContext } from '../app/socket';
import { chatApi, contactsTag } from './api';
import { addMessage, bumpContact, clearContactUnread, markSeen } from './cache';

/**
 * Message events, as the cache sees them. Counts change only here (not in the answers to the
 * read calls), because every tab of the reader gets the event: doing both would count twice.
 */

/** The signed-in user's own conversation with the organisers (every user, admins included). */
export function registerAuthorMessageHandlers({ on, dispatch, me, adjustCounts }: RealtimeContext) {
  const mine = (recipe: Parameters<typeof chatApi.util.updateQueryData<'getMyConversation'>>[2]) =>
    dispatch(chatApi.util.updateQueryData('getMyConversation', undefined, recipe));

  on('new_message_user', (message: MessageDto) => {
    if (message.userId !== me.id) return;
    mine((history) => addMessage(history, message));
    if (message.fromAdmin && !message.isSeen) adjustCounts({ user: (n) => n + 1 });
  });

  // I read the organisers' messages (here or in another tab): nothing of theirs is unread.
  on('read_user_messages', ({ userId }: MessagesReadEvent) => {
    if (userId !== me.id) return;
    mine((history) => markSeen(history, true, new Date().toISOString()));
    adjustCounts({ user: () => 0 });
  });

  // The organisers read my messages: my ✓ become ✓✓.
  on('read_admin_messages', ({ userId }: MessagesReadEvent) => {
    if (userId !== me.id) return;
    mine((history) => markSeen(history, false, new Date().toISOString()));
  });
}

/** The organisers' side: every conversation, the contact list and the unread total. */
export function registerAdminMessageHandlers(ctx: RealtimeContext) {
  const { on, dispatch, getState, adjustCounts } = ctx;

  const conversation = (
    userId: number,
    recipe: Parameters<typeof chatApi.util.updateQueryData<'getConversation'>>[2],
  ) => dispatch(chatApi.util.updateQueryData('getConversation', userId, recipe));

  const adjustDashboard = (delta: number) =>
    dispatch(
      adminApi.util.updateQueryData('getAdminInitialData', undefined, (data) => {
        data.messages = Math.max(0, data.messages + delta);
      }),
    );

  on('new_message_admin', (message: MessageDto) => {
    conversation(message.userId, (history) => addMessage(history, message));
    for (const args of chatApi.util.selectCachedArgsForQuery(getState(), 'getContacts')) {
      let listed = false;
      if (args.page === 1 && !args.q) {
        dispatch(
          chatApi.util.updateQueryData('getContacts', args, (contacts) => {
            listed = bumpContact(contacts, message);
          }),
        );
      }
      // A first message from this author, or a list we cannot reorder alone: ask the server.
      if (!listed) dispatch(chatApi.util.invalidateTags([contactsTag(args)]));
    }
    if (!message.fromAdmin && !message.isSeen) {
      adjustCounts({ admin: (n) => n + 1 });
      adjustDashboard(1);
    }
  });

  // Some organiser read this author's messages.
  on('read_admin_messages', ({ userId, count }: MessagesReadEvent) => {
    conversation(userId, (history) => markSeen(history, false, new Date().toISOString()));
    for (const args of chatApi.util.selectCachedArgsForQuery(getState(), 'getContacts')) {
      dispatch(
        chatApi.util.updateQueryData('getContacts', args, (contacts) =>
          clearContactUnread(contacts, userId),
        ),
      );
    }
    adjustCounts({ admin: (n) => n - count });
    adjustDashboard(-count);
  });

  // The author read the organisers' messages: our ✓ become ✓✓.
  on('read_user_messages', ({ userId }: MessagesReadEvent) => {
    conversation(userId, (history) => markSeen(history, true, new Date().toISOString()));
  });
}
