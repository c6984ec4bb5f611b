import { DownloadOutlined } from '@ant-design/icons';
import type { ApiRequest } from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';
import { useT } from '../../app/intl';
import { withoutPaging } from './list-params';

const FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof FORMATS)[number];

/** The export route's request for a list's query (its filters and sort, and the format). */
export type ExportRequest<Q> = (
  query: Omit<Q, 'page' | 'pageSize'> & { format: ExportFormat },
) => ApiRequest;

/**
 * "Export what I see": a CSV and an XLSX link carrying the list's filters and sort (not its
 * page). None while the list's query is refused (null).
 */
export function ExportLinks<Q extends object>({
  name,
  query,
  request,
}: {
  /** The file name without its extension. */
  name: string;
  query: Q | null;
  request: ExportRequest<Q>;
}) {
  const t = useT();
  if (!query) return null;
  return FORMATS.map((format) => (
    <ApiFileLink
      key={format}
      request={request({ ...withoutPaging(query), format })}
      name={`${name}.${format}`}
      button={<DownloadOutlined />}
    >
      {t(format === 'csv' ? 'adminWf.exportCsv' : 'adminWf.exportXlsx')}
    </ApiFileLink>
  ));
}
