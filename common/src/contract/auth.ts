import type { LoginResponse, SuccessDto, UserDto } from '../api-types.js';
import {
  accountEditSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../schemas/auth.js';
import { defineRoute, json } from './route.js';

/** Sign-up, sign-in, sign-out, password reset and the signed-in user's own account. */
export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary: 'Create an account',
    body: registerSchema,
    reply: json<LoginResponse>('LoginResponse', 201),
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in: answers a token (30 days) and sets it as an httpOnly cookie',
    body: loginSchema,
    reply: json<LoginResponse>('LoginResponse'),
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
    summary: "Edit the signed-in user's profile, e-mail or password",
    body: accountEditSchema,
    reply: json<UserDto>('UserDto'),
  }),
} as const;
