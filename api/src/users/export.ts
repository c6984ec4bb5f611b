import {
  ACADEMIC_DEGREE_LABELS,
  ACADEMIC_TITLE_LABELS,
  CONFERENCE_TIME_ZONE,
  formatMessage,
  PROFILE_FIELDS,
  ROLE_LABELS,
  type Role,
  zonedDateTime,
} from '@conf/common';
import type { UserModel } from '../db/models/user.js';
import type { ExportColumn } from '../exports/table.js';
import { localName } from '../http/locale.js';

/** What the columns read of a user: never the password hash and the other columns. */
export const USER_EXPORT_READS = {
  attributes: [...PROFILE_FIELDS, 'role', 'createdAt'],
  include: [{ association: 'country', attributes: ['nameEn', 'nameAz'] }],
} satisfies { attributes: (keyof UserModel)[]; include: unknown[] };

/** The users export's columns, in order. */
export const USER_EXPORT_COLUMNS: ExportColumn<UserModel>[] = [
  { header: 'usersExport.id', width: 8, value: (u) => u.id },
  { header: 'usersExport.name', width: 18, value: (u) => u.name },
  { header: 'usersExport.surname', width: 20, value: (u) => u.surname },
  { header: 'usersExport.email', width: 30, value: (u) => u.email },
  {
    header: 'usersExport.role',
    width: 14,
    value: (u, l) => formatMessage(l, ROLE_LABELS[u.role as Role]),
  },
  {
    header: 'usersExport.country',
    width: 20,
    value: (u, l) => (u.country ? localName(l, u.country) : ''),
  },
  { header: 'usersExport.city', width: 16, value: (u) => u.city },
  { header: 'usersExport.institution', width: 36, value: (u) => u.institution },
  { header: 'usersExport.phone', width: 18, value: (u) => `${u.phonePrefix} ${u.phone}` },
  {
    header: 'usersExport.academicDegree',
    width: 24,
    value: (u, l) => ACADEMIC_DEGREE_LABELS[u.academicDegree][l],
  },
  {
    header: 'usersExport.academicTitle',
    width: 24,
    value: (u, l) => ACADEMIC_TITLE_LABELS[u.academicTitle][l],
  },
  {
    header: 'usersExport.createdAt',
    width: 18,
    value: (u) => zonedDateTime(u.createdAt, CONFERENCE_TIME_ZONE),
  },
];
