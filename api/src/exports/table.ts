import type { Locale, MessageKey } from '@conf/common';

export type Cell = string | number;
export type ExportFormat = 'csv' | 'xlsx';

/** One column of an export: its title (a catalogue key, in the organiser's language) and value. */
export interface ExportColumn<Row> {
  header: MessageKey;
  /** In characters, for the spreadsheet. */
  width?: number;
  value: (row: Row, locale: Locale) => Cell;
}

export const DEFAULT_WIDTH = 24;

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Excel runs a cell that starts with one of these as a formula: such text is neutralised. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // A semicolon is quoted too: spreadsheets set to a European locale split on it.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One RFC 4180 record with its CRLF line end. */
export const csvLine = (cells: Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/**
 * Precedes the CSV: without the UTF-8 byte-order mark Excel reads the file in the system's legacy
 * code page and garbles ə, ş, ğ and the other Azerbaijani letters.
 */
export const CSV_BOM = '\uFEFF';
