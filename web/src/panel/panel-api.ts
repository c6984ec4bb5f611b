import type {
  AccountEditInput,
  Paginated,
  ParticipationDto,
  ThesisDto,
  ThesisPaymentStateDto,
  ThesisStatus,
  ThesisSummaryDto,
  TopicDto,
  UserDto,
} from '@conf/common';
import { api } from '../app/api';

export interface MyThesesQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  status?: ThesisStatus;
}

/** Drops empty filters so that they neither reach the query string nor split the cache. */
export function cleanParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}

/**
 * The author's endpoints. Uploads (submission, resubmission, receipt) go through upload.ts with
 * progress; after them the screens invalidate the 'Thesis' / 'Payment' tags themselves.
 */
export const panelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getParticipation: build.query<ParticipationDto | null, void>({
      query: () => '/participation',
      providesTags: ['Participant'],
    }),
    declareParticipation: build.mutation<ParticipationDto, void>({
      query: () => ({ url: '/participation', method: 'POST' }),
      invalidatesTags: ['Participant'],
    }),
    getTopics: build.query<TopicDto[], void>({ query: () => '/topics' }),
    getMyTheses: build.query<Paginated<ThesisSummaryDto>, MyThesesQuery>({
      query: (params) => ({ url: '/theses', params: cleanParams(params) }),
      providesTags: ['Thesis'],
    }),
    getMyThesis: build.query<ThesisDto, number>({
      query: (id) => `/theses/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Thesis', id }, 'Thesis'],
    }),
    getPaymentState: build.query<ThesisPaymentStateDto, number>({
      query: (id) => `/theses/${id}/payment`,
      providesTags: ['Payment'],
    }),
    editAccount: build.mutation<UserDto, AccountEditInput>({
      query: (body) => ({ url: '/user/account', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(api.util.upsertQueryData('getCurrentUser', undefined, data));
        } catch {
          // A refusal reaches the form through the mutation's own result.
        }
      },
    }),
  }),
});

export const {
  useGetParticipationQuery,
  useDeclareParticipationMutation,
  useGetTopicsQuery,
  useGetMyThesesQuery,
  useGetMyThesisQuery,
  useGetPaymentStateQuery,
  useEditAccountMutation,
} = panelApi;
