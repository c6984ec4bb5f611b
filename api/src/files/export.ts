import type { Response } from 'express';
import ExcelJS from 'exceljs';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportCell = string | number;

/** Upper bound of rows in one export: far above the conference's size, and it keeps memory bounded. */
export const EXPORT_MAX_ROWS = 20_000;

/** A cell a spreadsheet would run as a formula is prefixed so that it stays text (CSV injection). */
function safeText(value: ExportCell): ExportCell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toCsv(rows: ExportCell[][]): Buffer {
  const line = (row: ExportCell[]) =>
    row
      .map((cell) => {
        const text = String(safeText(cell));
        return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',');
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Azerbaijani letters).
  return Buffer.from(`\uFEFF${rows.map(line).join('\r\n')}\r\n`, 'utf8');
}

async function toXlsx(sheetName: string, header: string[], rows: ExportCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(safeText));
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers a table as a CSV or XLSX download. */
export async function sendTable(
  res: Response,
  {
    format,
    name,
    header,
    rows,
  }: { format: ExportFormat; name: string; header: string[]; rows: ExportCell[][] },
): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  res.attachment(`${name}-${date}.${format}`);
  if (format === 'csv') {
    res.type('text/csv; charset=utf-8').send(toCsv([header, ...rows]));
    return;
  }
  res
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(await toXlsx(name, header, rows));
}
