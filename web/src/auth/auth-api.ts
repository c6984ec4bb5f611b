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
    // Answers the same whatever the address; the account opens with the mailed link.
    register: build.mutation<ReplyOf<Routes['register']>, BodyOf<Routes['register']>>({
      query: (body) => call(routes.register, { body }),
    }),
    confirmEmail: build.mutation<ReplyOf<Routes['confirmEmail']>, BodyOf<Routes['confirmEmail']>>({
      query: (body) => call(routes.confirmEmail, { body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    // POST: the specification's GET is refused to a bare cross-site link.
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
  useConfirmEmailMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
