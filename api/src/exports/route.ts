import {
  formatMessage,
  type Locale,
  type MessageKey,
  type ParsedInput,
  type RouteSpec,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { handleHttp, type Handler, type HandlerResult, type MountedRoute } from '../http/route.js';
import { sendExport, type ExportOrder } from './send.js';
import type { RowSource } from './source.js';

/** A route that answers a file of rows: only organisers take them, with a format in the query. */
type ExportRoute = RouteSpec & { access: 'admin' };

/** What an export route sends: the audit action, the file, and how the rows are read. */
export interface ExportFile<R extends ExportRoute, Row> extends Pick<
  ExportOrder<Row>,
  'action' | 'name' | 'columns'
> {
  /** The XLSX sheet's title from the catalogue; the file's name when not given. */
  sheet?: MessageKey;
  /** Refuses (403) before anything is read, when the route's access is not the whole rule. */
  authorize?: (user: UserModel) => void;
  source: (query: ParsedInput<R>['query'], locale: Locale) => Promise<RowSource<Row>>;
}

/**
 * The route of one export: the organiser asks with the list's filters and a format, the rows
 * stream back as CSV or XLSX, and the audit trail records who took them (sendExport).
 */
export function exportRoute<R extends ExportRoute, Row>(
  ctx: AppContext,
  route: R,
  file: ExportFile<R, Row>,
): MountedRoute {
  const send: Handler<R> = async ({ user, input: { query }, locale, res }) => {
    file.authorize?.(user);
    await sendExport(ctx.models, res, {
      actor: user,
      locale,
      action: file.action,
      // Every export route's query schema carries the format (exportFormat in common).
      query: query as ExportOrder<Row>['query'],
      name: file.name,
      sheet: file.sheet && formatMessage(locale, file.sheet),
      columns: file.columns,
      source: await file.source(query, locale),
    });
    // A file reply's handler answers nothing itself: HandlerResult<R> is void for every R here,
    // which TypeScript cannot see through the still-generic R.
    return undefined as HandlerResult<R>;
  };
  return handleHttp(route, send);
}
