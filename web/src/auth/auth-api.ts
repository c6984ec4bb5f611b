import type {
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  RegisterInput,
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
    register: build.mutation<LoginResponse, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      invalidatesTags: [...PER_USER_TAGS],
    }),
    logout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/auth/logout', method: 'GET' }),
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
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
