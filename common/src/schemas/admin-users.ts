import { z } from 'zod';
import { ACADEMIC_DEGREES } from '../academic.js';
import type { PersonProfile } from '../profile.js';
import type { Locale } from '../locales.js';
import type { Currency } from '../rules/fee.js';
import type { ParticipantStatus } from '../rules/participant-status.js';
import type { PaymentStatus } from '../rules/payment-status.js';
import type { ThesisStatus } from '../rules/thesis-status.js';
import { ROLES, type Role } from '../rules/roles.js';
import { calendarDay as day, positiveId, text } from './fields.js';
import type { Abilities } from '../abilities.js';
import { listQuerySchema, optionalFilter, sortBy, type SortKey } from './list.js';

/**
 * The organisers' view of users (contract.admin.users): list query, export query and role change.
 * The admin console validates its filter form and its role switch with these very schemas.
 */

export const ADMIN_USER_SORT_FIELDS = [
  'name',
  'surname',
  'email',
  'country',
  'institution',
  'academicDegree',
  'createdAt',
] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];

/** Newest registrations first unless the organiser picks another order. */
export const ADMIN_USER_DEFAULT_SORT = '-createdAt' satisfies SortKey<AdminUserSortField>;

const sort = sortBy(ADMIN_USER_SORT_FIELDS);

/** A calendar day, "2025-09-03"; the API reads it as that day in the conference's time zone. */
const calendarDay = day;

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  optionalFilter(z.enum(values, { error: 'validation.invalidChoice' }));
const optionalDay = optionalFilter(calendarDay);

/** The filters shared by the list and the export. */
export const adminUserFiltersShape = {
  q: text().trim().max(200, { error: 'validation.tooLong' }).optional(),
  sort,
  countryId: optionalFilter(positiveId),
  role: optionalChoice(ROLES),
  academicDegree: optionalChoice(ACADEMIC_DEGREES),
  /** First registration day included. */
  registeredFrom: optionalDay,
  /** Last registration day included. */
  registeredTo: optionalDay,
};

const rangeInOrder = (f: { registeredFrom?: string; registeredTo?: string }) =>
  !f.registeredFrom || !f.registeredTo || f.registeredFrom <= f.registeredTo;
const rangeError = { error: 'validation.dateRange', path: ['registeredTo'] };

export const adminUserListQuerySchema = listQuerySchema
  .extend(adminUserFiltersShape)
  .refine(rangeInOrder, rangeError);
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export type AdminUserFilters = Omit<AdminUserListQuery, 'page' | 'pageSize'>;

export const USER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type UserExportFormat = (typeof USER_EXPORT_FORMATS)[number];

export const adminUserExportQuerySchema = z
  .object({
    ...adminUserFiltersShape,
    format: z.enum(USER_EXPORT_FORMATS, { error: 'validation.invalidChoice' }).default('xlsx'),
  })
  .refine(rangeInOrder, rangeError);
export type AdminUserExportQuery = z.infer<typeof adminUserExportQuerySchema>;

export const userRoleChangeSchema = z.object({
  role: z.enum(ROLES, { error: 'validation.invalidChoice' }),
});
export type UserRoleChangeInput = z.infer<typeof userRoleChangeSchema>;

export const userIdParamsSchema = z.object({ id: positiveId });

/** An organiser may promote a user, or demote an organiser unless they are the last one. */
export const USER_ABILITIES = ['promote', 'demote'] as const;
export type UserAbilities = Abilities<typeof USER_ABILITIES>;

/** One row of the organisers' users list. */
export interface AdminUserDto extends PersonProfile {
  id: number;
  role: Role;
  country: { id: number; code: string; name: string } | null;
  locale: Locale;
  createdAt: string;
  lastSeenAt: string | null;
  /** What the signed-in organiser may do to this user right now. */
  abilities: UserAbilities;
}

/**
 * The profile screen of one user: the profile, the participation (null when none was declared),
 * the abstracts and payments in short, and the conversation with its unread count.
 */
export interface AdminUserDetailDto {
  user: AdminUserDto;
  participation: { id: number; status: ParticipantStatus; createdAt: string } | null;
  theses: {
    total: number;
    byStatus: Partial<Record<ThesisStatus, number>>;
    items: AdminUserThesisSummary[];
  };
  payments: {
    total: number;
    byStatus: Partial<Record<PaymentStatus, number>>;
    items: AdminUserPaymentSummary[];
  };
  /** Messages from this user no organiser has read; the console route of the conversation. */
  messages: { unreadCount: number; conversationPath: string };
}

export interface AdminUserThesisSummary {
  id: number;
  title: string;
  status: ThesisStatus;
  submittedAt: string;
}

export interface AdminUserPaymentSummary {
  id: number;
  thesisId: number;
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  createdAt: string;
}
