import type { ContactDto, MessagePage, Paginated, ReadMessagesResult } from '@conf/common';
import { api } from '../app/api';
import { isRealtimeConnected } from '../app/socket-hooks';
import { clearContactUnread, markSeen } from './cache';

/**
 * The conversation endpoints of both sides. A conversation is an infinite query whose first page
 * is the newest and whose later pages walk back in time (`before` = the oldest id already shown);
 * the socket handlers append live messages to the first page.
 */
export interface ContactsArgs {
  page: number;
  pageSize: number;
  q?: string;
}

/** The page parameter: the id to page back from, 0 for the newest page. */
type Before = number;

const historyOptions = {
  initialPageParam: 0 as Before,
  getNextPageParam: (last: MessagePage): Before | undefined =>
    last.hasMore ? last.data[0]?.id : undefined,
};

const beforeParams = (before: Before) => (before ? { before } : undefined);

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
      query: ({ pageParam }) => ({ url: '/user/messages', params: beforeParams(pageParam) }),
      providesTags: [conversationTag('mine')],
    }),
    readMyMessages: build.mutation<ReadMessagesResult, void>({
      // The POST twin: the specification's GET is refused to a bare cross-site link.
      query: () => ({ url: '/user/messages/read', method: 'POST' }),
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
    getContacts: build.query<Paginated<ContactDto>, ContactsArgs>({
      query: ({ q, ...rest }) => ({
        url: '/admin/messages/contacts',
        params: q ? { ...rest, q } : rest,
      }),
      providesTags: (_r, _e, args) => [contactsTag(args)],
    }),
    getConversation: build.infiniteQuery<MessagePage, number, Before>({
      infiniteQueryOptions: historyOptions,
      query: ({ queryArg, pageParam }) => ({
        url: `/admin/messages/${queryArg}`,
        params: beforeParams(pageParam),
      }),
      providesTags: (_r, _e, userId) => [conversationTag(userId)],
    }),
    readConversation: build.mutation<ReadMessagesResult, number>({
      query: (userId) => ({ url: `/admin/messages/read/${userId}`, method: 'POST' }),
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
