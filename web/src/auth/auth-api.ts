import { contract, type ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, type BodyOf } from '../app/contract';

const routes = contract.auth;

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
    login: build.mutation<ReplyOf<typeof routes.login>, BodyOf<typeof routes.login>>({
      query: (body) => call(routes.login, { body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    register: build.mutation<ReplyOf<typeof routes.register>, BodyOf<typeof routes.register>>({
      query: (body) => call(routes.register, { body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    logout: build.mutation<ReplyOf<typeof routes.logout>, void>({
      query: () => call(routes.logout),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    forgotPassword: build.mutation<
      ReplyOf<typeof routes.forgotPassword>,
      BodyOf<typeof routes.forgotPassword>
    >({
      query: (body) => call(routes.forgotPassword, { body }),
    }),
    resetPassword: build.mutation<
      ReplyOf<typeof routes.resetPassword>,
      BodyOf<typeof routes.resetPassword>
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
