import type { AdminInitialData } from '../admin-dashboard.js';
import type { CountryDto, InitialData } from '../api-types.js';
import type { OnlineUserDto } from '../messages.js';
import {
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  userIdParamsSchema,
  userRoleChangeSchema,
  type AdminUserDetailDto,
  type AdminUserDto,
} from '../schemas/admin-users.js';
import type { Paginated } from '../schemas/list.js';
import { defineRoute, file, json } from './route.js';

/** What every screen needs at start (spec §7). */
export const initialDataRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/initial_data',
    access: 'public',
    summary: 'Languages, countries and, for a signed-in caller, unread message counts',
    reply: json<InitialData>('InitialData'),
  }),
  /**
   * The countries alone, for the forms that pick one: the web loads them where a form needs
   * them (the browser caches them for a day) instead of carrying them in every page's state.
   */
  countries: defineRoute({
    method: 'GET',
    path: '/countries',
    access: 'public',
    summary: 'Every country, named and sorted in the language of the request (cacheable)',
    reply: json<{ data: CountryDto[] }>('{ data: CountryDto[] }'),
  }),
} as const;

/** The organisers' dashboard and the users screens. */
export const adminRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/admin/initial_data',
    access: 'admin',
    summary: "The dashboard's counts, chart and recent activity",
    reply: json<AdminInitialData>('AdminInitialData'),
  }),
  onlineUsers: defineRoute({
    method: 'GET',
    path: '/admin/users/online',
    access: 'admin',
    summary: 'Who has a socket open now, on any instance',
    reply: json<{ data: OnlineUserDto[] }>('{ data: OnlineUserDto[] }'),
  }),
  users: defineRoute({
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    summary: 'Users with filters, sort and search',
    query: adminUserListQuerySchema,
    reply: json<Paginated<AdminUserDto>>('Paginated<AdminUserDto>'),
  }),
  usersExport: defineRoute({
    method: 'GET',
    path: '/admin/users/export',
    access: 'admin',
    summary: 'The filtered users as CSV or XLSX',
    query: adminUserExportQuerySchema,
    reply: file('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  }),
  user: defineRoute({
    method: 'GET',
    path: '/admin/users/:id',
    access: 'admin',
    summary: "One user's profile, participation, abstracts and payments",
    params: userIdParamsSchema,
    reply: json<AdminUserDetailDto>('AdminUserDetailDto'),
  }),
  changeRole: defineRoute({
    method: 'PATCH',
    path: '/admin/users/:id/role',
    access: 'admin',
    summary: "Change a user's role (the last organiser cannot be demoted)",
    params: userIdParamsSchema,
    body: userRoleChangeSchema,
    reply: json<AdminUserDto>('AdminUserDto'),
  }),
} as const;
