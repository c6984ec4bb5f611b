import type { Readable, Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { type Cell, CSV_BOM, csvLine } from './table.js';
import type { ResponseSink } from './sink.js';

/** Writes the header, then each batch of rows as one chunk, waiting for the client between them. */
export async function writeCsv(
  sink: ResponseSink,
  header: Cell[],
  batches: AsyncIterable<Cell[][]>,
): Promise<void> {
  await sink.write(CSV_BOM + csvLine(header));
  for await (const rows of batches) {
    await sink.write(rows.map(csvLine).join(''));
    if (sink.closed) return;
  }
  if (!sink.closed) sink.res.end();
}

export interface Sheet {
  name: string;
  header: Cell[];
  widths: number[];
}

/**
 * Sheet XML waiting to be compressed that makes the export stop reading rows. exceljs's streaming
 * sheet hands its XML to the zip through a PassThrough (archiver's normalizeInputSource) without
 * waiting for it (its StreamBuf ignores `write` answering false), so the backpressure of the zip
 * and the response ends there: what waits in that PassThrough is what the export holds.
 */
export const MAX_ZIP_BACKLOG = 2 * 1024 * 1024;

/**
 * exceljs builds a row in tens of microseconds: a batch is committed in slices, other requests
 * served between them, so none waits for a whole batch's rows.
 */
const XLSX_ROWS_PER_TURN = 100;

/** readable-stream 2 (archiver's) has no `writableLength`, only its state's `length`. */
type ZipInput = Writable & { _writableState?: { length: number } };

/** The PassThrough between the sheet and the zip, when exceljs's internals are as expected. */
const zipInputOf = (sheet: ExcelJS.Worksheet): ZipInput | undefined =>
  (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];

/** Bytes written to the zip's input and not yet read by it. */
const backlog = (input: ZipInput) => input.writableLength ?? input._writableState?.length ?? 0;

type AddStyle = (style: object | undefined, cellType: number) => number;

/**
 * exceljs gives every cell a fresh style object and renders it to XML to find its style id:
 * half of a row's cost. Every cell but the bold header has the empty style, whose id depends on
 * the cell's type only, so it is looked up once per type. The file is the same byte for byte.
 */
function memoisePlainStyles(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (workbook as unknown as { styles?: { addStyleModel?: AddStyle } }).styles;
  const add = styles?.addStyleModel?.bind(styles);
  if (!styles || !add) return;
  const plain = new Map<number, number>();
  styles.addStyleModel = (style, cellType) => {
    if (!style || Object.keys(style).length > 0) return add(style, cellType);
    let id = plain.get(cellType);
    if (id === undefined) plain.set(cellType, (id = add(style, cellType)));
    return id;
  };
}

/**
 * Streams an XLSX workbook of one sheet (frozen, filterable header row) to the response through
 * exceljs's WorkbookWriter: rows are committed as they come, and no more are read while the zip
 * is behind (MAX_ZIP_BACKLOG) or the client is. Cells are typed text or numbers, never formulas,
 * so a value starting with "=" is written as the person typed it.
 */
export async function writeXlsx(
  sink: ResponseSink,
  { name, header, widths }: Sheet,
  batches: AsyncIterable<Cell[][]>,
): Promise<void> {
  // Shared strings would keep every distinct text of the export in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink.res,
    useStyles: true,
    useSharedStrings: false,
  });
  // Unpiped first: aborting ends the zip, which would otherwise end the response as if whole.
  const zip = (workbook as unknown as { zip: Readable & { abort(): void } }).zip;
  const discard = () => {
    zip.unpipe(sink.res);
    zip.abort();
  };
  memoisePlainStyles(workbook);
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(name.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = widths.map((width) => ({ width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  const head = sheet.addRow(header);
  head.font = { bold: true };
  head.commit();
  const zipInput = zipInputOf(sheet);
  if (zipInput) sink.wakeOn(zipInput, 'drain');

  try {
    for await (const rows of batches) {
      for (let i = 0; i < rows.length; i += XLSX_ROWS_PER_TURN) {
        if (i > 0) await setImmediate();
        for (const row of rows.slice(i, i + XLSX_ROWS_PER_TURN)) sheet.addRow(row).commit();
      }
      while (zipInput && !sink.closed && backlog(zipInput) > MAX_ZIP_BACKLOG) {
        await sink.wait();
      }
      if (sink.closed) break;
    }
  } catch (err) {
    discard();
    throw err;
  }
  // A client gone mid-way never takes the rest: committing would wait for it forever.
  if (sink.closed) {
    discard();
    return;
  }
  (sheet as unknown as { commit(): void }).commit();
  const whole = await Promise.race([
    workbook.commit().then(() => true),
    sink.gone.then(() => false),
  ]);
  if (!whole) discard();
}
