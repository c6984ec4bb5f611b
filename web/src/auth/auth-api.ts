import type { contract, ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, routing, type BodyOf } from '../app/contract';

type Routes = typeof contract.auth;
const routes = routing.auth;

/** Tags whose data belongs to one user: dropped when the user changes (login, logout). */
const PER_USER_TAGS = [
  'User',
  'InitialData',
  'Thesis',
  'Payment',
  'Message',
  'Admin',
  'Participant',
] as const;

/** Auth endpoints of the API; the session itself is the httpOnly cookie. */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ReplyOf<Routes['login']>, BodyOf<Routes['login']>>({
      query: (body) => call(routes.login, { body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    register: build.mutation<ReplyOf<Routes['register']>, BodyOf<Routes['register']>>({
      query: (body) => call(routes.register, { body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    logout: build.mutation<ReplyOf<Routes['logout']>, void>({
      query: () => call(routes.logout),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    forgotPassword: build.mutation<
      ReplyOf<Routes['forgotPassword']>,
      BodyOf<Routes['forgotPassword']>
    >({
      query: (body) => call(routes.forgotPassword, { body }),
    }),
    resetPassword: build.mutation<
      ReplyOf<Routes['resetPassword']>,
      BodyOf<Routes['resetPassword']>
    >({
      query: (body) => call(routes.resetPassword, { body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
