import ExcelJS from 'exceljs';
import {
  ACADEMIC_DEGREE_LABELS,
  ACADEMIC_TITLE_LABELS,
  CONFERENCE_TIME_ZONE,
  formatMessage,
  ROLE_LABELS,
  type Locale,
  type MessageKey,
  type Role,
  type UserExportFormat,
  zonedDateTime,
  zonedDay,
} from '@conf/common';
import type { UserModel } from '../db/models/user.js';

type Cell = string | number;

/** The export's columns, in order: header (a catalogue key) and the value of a user. */
const COLUMNS: {
  header: MessageKey;
  width: number;
  value: (u: UserModel, locale: Locale) => Cell;
}[] = [
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
    value: (u, l) => (u.country ? (l === 'az' ? u.country.nameAz : u.country.nameEn) : ''),
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

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

export async function exportUsers(
  users: UserModel[],
  format: UserExportFormat,
  locale: Locale,
  now = new Date(),
): Promise<ExportFile> {
  const header = COLUMNS.map((c) => formatMessage(locale, c.header));
  const rows = users.map((u) => COLUMNS.map((c) => c.value(u, locale)));
  const filename = `users-${zonedDay(now, CONFERENCE_TIME_ZONE)}.${format}`;
  if (format === 'csv') {
    return { filename, contentType: 'text/csv; charset=utf-8', body: toCsv([header, ...rows]) };
  }
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await toXlsx(header, rows, formatMessage(locale, 'usersExport.sheet')),
  };
}

/** Excel runs a cell that starts with one of these as a formula: such text is neutralised. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV with CRLF line ends, preceded by a UTF-8 byte-order mark: without it Excel reads
 * the file in the system's legacy code page and garbles ə, ş, ğ and the other Azerbaijani letters.
 */
export function toCsv(rows: Cell[][]): Buffer {
  const text = rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

async function toXlsx(header: string[], rows: Cell[][], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  // Cells are written as text, never as formulas, so no neutralising is needed here.
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c, i) => ({ header: header[i], width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
