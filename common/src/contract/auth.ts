import type { LoginResponse, SuccessDto, UserDto } from '../api-types.js';
import {
  accountEditSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type RegisterResponse,
} from '../schemas/auth.js';
import { AUTH } from '../constants.js';
import { defineRoute, json } from './route.js';

const SESSION_COOKIE = {
  'Set-Cookie': `${AUTH.cookieName}: the token as an httpOnly, SameSite=Lax cookie (the web app)`,
};

/** Sign-up, sign-in, sign-out, password reset and the signed-in user's own account. */
export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary:
      'Sign up: mails a confirmation link (or, for a taken address, a notice to its owner); ' +
      'answers the same whatever the address',
    body: registerSchema,
    reply: json<RegisterResponse>('RegisterResponse', 202),
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/auth/confirm',
    access: 'public',
    summary:
      'Confirm the address with the mailed link and the password chosen at sign-up; signs in',
    body: confirmEmailSchema,
    reply: json<LoginResponse>('LoginResponse', 200, SESSION_COOKIE),
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in: answers a token (30 days) and sets it as an httpOnly cookie',
    body: loginSchema,
    reply: json<LoginResponse>('LoginResponse', 200, SESSION_COOKIE),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    summary: 'Sign out everywhere: revokes every token of the caller and clears the cookie',
    reply: json<SuccessDto>('SuccessDto'),
  }),
  logoutByGet: defineRoute({
    method: 'GET',
    path: '/auth/logout',
    access: 'public',
    summary: 'Sign out (the name the specification uses); clients use POST /auth/logout',
    reply: json<SuccessDto>('SuccessDto'),
    deprecated: true,
    refuseNavigation: true,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/auth/user',
    access: 'account',
    summary: 'The signed-in user',
    reply: json<UserDto>('UserDto'),
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgot_password',
    access: 'public',
    summary: 'Mail a password reset link (answers the same whether or not the address is known)',
    body: forgotPasswordSchema,
    reply: json<SuccessDto>('SuccessDto'),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/reset_password',
    access: 'public',
    summary: 'Set a new password with a reset link token; signs out every session',
    body: resetPasswordSchema,
    reply: json<SuccessDto>('SuccessDto'),
  }),
  editAccount: defineRoute({
    method: 'PUT',
    path: '/user/account',
    access: 'account',
    summary:
      "Edit the signed-in user's profile, e-mail or password (the last two need the current " +
      'password); a new password signs out every other session and renews this one',
    body: accountEditSchema,
    reply: json<UserDto>('UserDto', 200, {
      ...SESSION_COOKIE,
      [AUTH.renewedTokenHeader]:
        'After a password change: the fresh token of this session (bearer clients)',
    }),
  }),
} as const;
