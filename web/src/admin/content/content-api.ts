import type {
  AdminNewsDto,
  AdminPageDto,
  NewsCreateInput,
  NewsUpdateInput,
  PageCreateInput,
  PageUpdateInput,
  Paginated,
} from '@conf/common';
import { api } from '../../app/api';

/** The list's query string, as the URL of the screen holds it. */
export type ListParams = Record<string, string>;

/**
 * Pages and news in the console (`/api/admin/pages`, `/api/admin/news`): the two resources have
 * the same shape of routes, so one set of endpoints per kind, built by one helper each.
 */
export const contentAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPages: build.query<Paginated<AdminPageDto>, ListParams>({
      query: (params) => ({ url: '/admin/pages', params }),
      providesTags: ['Page'],
    }),
    getAdminPage: build.query<AdminPageDto, number>({
      query: (id) => `/admin/pages/${id}`,
      providesTags: ['Page'],
    }),
    createPage: build.mutation<AdminPageDto, PageCreateInput>({
      query: (body) => ({ url: '/admin/pages', method: 'POST', body }),
      invalidatesTags: ['Page'],
    }),
    createPageRelation: build.mutation<AdminPageDto, { id: number; body: PageCreateInput }>({
      query: ({ id, body }) => ({ url: `/admin/pages/${id}/relation`, method: 'POST', body }),
      invalidatesTags: ['Page'],
    }),
    updatePage: build.mutation<AdminPageDto, { id: number; body: PageUpdateInput }>({
      query: ({ id, body }) => ({ url: `/admin/pages/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Page'],
    }),
    publishPage: build.mutation<AdminPageDto, { id: number; isPublished: boolean }>({
      query: ({ id, isPublished }) => ({
        url: `/admin/pages/${id}/publish`,
        method: 'PATCH',
        body: { isPublished },
      }),
      invalidatesTags: ['Page'],
    }),
    listAdminNews: build.query<Paginated<AdminNewsDto>, ListParams>({
      query: (params) => ({ url: '/admin/news', params }),
      providesTags: ['News'],
    }),
    getAdminNews: build.query<AdminNewsDto, number>({
      query: (id) => `/admin/news/${id}`,
      providesTags: ['News'],
    }),
    createNews: build.mutation<AdminNewsDto, NewsCreateInput>({
      query: (body) => ({ url: '/admin/news', method: 'POST', body }),
      invalidatesTags: ['News'],
    }),
    createNewsRelation: build.mutation<AdminNewsDto, { id: number; body: NewsCreateInput }>({
      query: ({ id, body }) => ({ url: `/admin/news/${id}/relation`, method: 'POST', body }),
      invalidatesTags: ['News'],
    }),
    updateNews: build.mutation<AdminNewsDto, { id: number; body: NewsUpdateInput }>({
      query: ({ id, body }) => ({ url: `/admin/news/${id}`, method: 'PUT', body }),
      invalidatesTags: ['News'],
    }),
    publishNews: build.mutation<AdminNewsDto, { id: number; isPublished: boolean }>({
      query: ({ id, isPublished }) => ({
        url: `/admin/news/${id}/publish`,
        method: 'PATCH',
        body: { isPublished },
      }),
      invalidatesTags: ['News'],
    }),
  }),
});

export const {
  useListAdminPagesQuery,
  useGetAdminPageQuery,
  useCreatePageMutation,
  useCreatePageRelationMutation,
  useUpdatePageMutation,
  usePublishPageMutation,
  useListAdminNewsQuery,
  useGetAdminNewsQuery,
  useCreateNewsMutation,
  useCreateNewsRelationMutation,
  useUpdateNewsMutation,
  usePublishNewsMutation,
} = contentAdminApi;
