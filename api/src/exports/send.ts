import { setImmediate } from 'node:timers/promises';
import type { Response } from 'express';
import { CONFERENCE_TIME_ZONE, formatMessage, type Locale, zonedDay } from '@conf/common';
import { recordExport, type ExportAction } from '../audit/exports.js';
import type { AuditActor } from '../audit/record.js';
import type { Models } from '../db/models/index.js';
import { ResponseSink } from './sink.js';
import type { RowSource } from './source.js';
import {
  CONTENT_TYPES,
  DEFAULT_WIDTH,
  type Cell,
  type ExportColumn,
  type ExportFormat,
} from './table.js';
import { writeCsv, writeXlsx } from './writers.js';

export interface ExportOrder<Row> {
  actor: AuditActor;
  locale: Locale;
  /** The audit action, and the query the export was asked with (its format and filters). */
  action: ExportAction;
  query: { format: ExportFormat } & Record<string, unknown>;
  /** The file's name before the day: "users" → users-2025-09-03.csv. */
  name: string;
  /** The XLSX sheet's title; the file's name when not given. */
  sheet?: string;
  columns: ExportColumn<Row>[];
  source: RowSource<Row>;
}

/**
 * The source's batches as the columns' cells. Between reading a batch and building its cells the
 * export steps aside, so requests that arrived meanwhile are served before the next stretch.
 */
async function* cellsOf<Row>(
  source: RowSource<Row>,
  columns: ExportColumn<Row>[],
  locale: Locale,
): AsyncGenerator<Cell[][]> {
  for await (const rows of source.batches()) {
    await setImmediate();
    yield rows.map((row) => columns.map((c) => c.value(row, locale)));
  }
}

/**
 * Every export: records who took which rows out (before the first byte leaves), then streams the
 * file to the response as its rows are read, the column titles in the organiser's language.
 * A failure once the file has begun cannot become an error reply: the response is cut, so that a
 * client never takes a truncated file for a whole one.
 */
export async function sendExport<Row>(
  models: Pick<Models, 'AuditEvent'>,
  res: Response,
  order: ExportOrder<Row>,
): Promise<void> {
  const { actor, locale, action, query, columns, source } = order;
  const { format } = query;
  await recordExport(models, actor, action, query, source.count);
  res.attachment(`${order.name}-${zonedDay(new Date(), CONFERENCE_TIME_ZONE)}.${format}`);
  res.set('Cache-Control', 'no-store');
  res.type(CONTENT_TYPES[format]);
  const sink = new ResponseSink(res);
  const header = columns.map((c) => formatMessage(locale, c.header));
  const cells = cellsOf(source, columns, locale);
  try {
    if (format === 'csv') await writeCsv(sink, header, cells);
    else {
      const widths = columns.map((c) => c.width ?? DEFAULT_WIDTH);
      await writeXlsx(sink, { name: order.sheet ?? order.name, header, widths }, cells);
    }
  } catch (err) {
    if (!res.headersSent) throw err;
    res.req.log.error({ err, action }, 'export failed mid-way; response cut');
    res.destroy();
  }
}
