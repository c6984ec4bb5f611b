import type {
  ConfirmEmailInput,
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
  ResetPasswordInput,
} from '@conf/common';
import { api } from '../app/api';

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

/** Auth endpoints of the API (`/api/auth/...`); the session itself is the httpOnly cookie. */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    // Answers the same whatever the address; the account opens with the mailed link.
    register: build.mutation<RegisterResponse, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    confirmEmail: build.mutation<LoginResponse, ConfirmEmailInput>({
      query: (body) => ({ url: '/auth/confirm', method: 'POST', body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    // POST: the specification's GET is refused to a bare cross-site link.
    logout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    forgotPassword: build.mutation<{ success: boolean }, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/forgot_password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ success: boolean }, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset_password', method: 'POST', body }),
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
