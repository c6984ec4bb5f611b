import type { contract, ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, routing, type QueryOf } from '../app/contract';
import { isRealtimeConnected } from '../app/socket-hooks';
import { clearContactUnread, markSeen } from './cache';

/**
 * The conversation endpoints of both sides. A conversation is an infinite query whose first page
 * is the newest and whose later pages walk back in time (`before` = the oldest id already shown);
 * the socket handlers append live messages to the first page.
 */
const routes = routing.messages;

// Paths only (no schemas): the console's layout and the panel load these with their first screen.
export type ContactsArgs = QueryOf<typeof contract.messages.contacts>;
type MessagePage = ReplyOf<typeof contract.messages.history>;

/** The page parameter: the id to page back from, 0 for the newest page. */
type Before = number;

const historyOptions = {
  initialPageParam: 0 as Before,
  getNextPageParam: (last: MessagePage): Before | undefined =>
    last.hasMore ? last.data[0]?.id : undefined,
};

/** The newest page has no `before` (requestFor leaves an empty value out). */
const beforeQuery = (before: Before) => ({ before: before || undefined });

export const contactsTag = (args: ContactsArgs) =>
  ({ type: 'Message', id: `contacts:${args.page}:${args.pageSize}:${args.q ?? ''}` }) as const;
export const conversationTag = (userId: number | 'mine') =>
  ({ type: 'Message', id: `conversation:${userId}` }) as const;

/** A failed read changes nothing here; the caller decides whether to say so. */
const succeeded = (request: Promise<unknown>) =>
  request.then(
    () => true,
    () => false,
  );

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyConversation: build.infiniteQuery<MessagePage, void, Before>({
      infiniteQueryOptions: historyOptions,
      query: ({ pageParam }) => call(routes.history, { query: beforeQuery(pageParam) }),
      providesTags: [conversationTag('mine')],
    }),
    readMyMessages: build.mutation<ReplyOf<typeof contract.messages.markRead>, void>({
      query: () => call(routes.markRead),
      // Both edits are idempotent, so the socket's read event repeating them does no harm.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        const now = new Date().toISOString();
        dispatch(
          chatApi.util.updateQueryData('getMyConversation', undefined, (h) =>
            markSeen(h, true, now),
          ),
        );
        for (const locale of chatApi.util.selectCachedArgsForQuery(getState(), 'getInitialData')) {
          dispatch(
            chatApi.util.updateQueryData('getInitialData', locale, (data) => {
              data.userMessagesCount = 0;
            }),
          );
        }
      },
    }),
    getContacts: build.query<ReplyOf<typeof contract.messages.contacts>, ContactsArgs>({
      query: (query) => call(routes.contacts, { query }),
      providesTags: (_r, _e, args) => [contactsTag(args)],
    }),
    getConversation: build.infiniteQuery<MessagePage, number, Before>({
      infiniteQueryOptions: historyOptions,
      query: ({ queryArg, pageParam }) =>
        call(routes.conversation, { params: { userId: queryArg }, query: beforeQuery(pageParam) }),
      providesTags: (_r, _e, userId) => [conversationTag(userId)],
    }),
    readConversation: build.mutation<
      ReplyOf<typeof contract.messages.markReadByOrganisers>,
      number
    >({
      query: (userId) => call(routes.markReadByOrganisers, { params: { userId } }),
      async onQueryStarted(userId, { dispatch, getState, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        const now = new Date().toISOString();
        dispatch(
          chatApi.util.updateQueryData('getConversation', userId, (h) => markSeen(h, false, now)),
        );
        for (const args of chatApi.util.selectCachedArgsForQuery(getState(), 'getContacts')) {
          dispatch(
            chatApi.util.updateQueryData('getContacts', args, (c) => clearContactUnread(c, userId)),
          );
        }
      },
      // The unread total drops by the socket's read event (every organiser tab gets it once);
      // without a connection the total is fetched again instead.
      invalidatesTags: () => (isRealtimeConnected() ? [] : ['InitialData', 'Admin']),
    }),
  }),
});

export const {
  useGetMyConversationInfiniteQuery,
  useReadMyMessagesMutation,
  useGetContactsQuery,
  useGetConversationInfiniteQuery,
  useReadConversationMutation,
} = chatApi;
