import { api } from '../app/api';
import { routing } from '../app/contract';
import { bodyMutation, plainMutation } from '../app/endpoints';

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
    login: bodyMutation(build, routes.login, PER_USER_TAGS),
    // Answers the same whatever the address; the account opens with the mailed link.
    register: bodyMutation(build, routes.register),
    confirmEmail: bodyMutation(build, routes.confirmEmail, PER_USER_TAGS),
    // POST: the specification's GET is refused to a bare cross-site link.
    logout: plainMutation(build, routes.logout, PER_USER_TAGS),
    forgotPassword: bodyMutation(build, routes.forgotPassword),
    resetPassword: bodyMutation(build, routes.resetPassword, PER_USER_TAGS),
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
