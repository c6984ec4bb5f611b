import { DownloadOutlined } from '@ant-design/icons';
import type { ApiRequest } from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';
import { useT } from '../../app/intl';

const FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof FORMATS)[number];

/**
 * "Export what I see": a CSV and an XLSX link carrying the list's filters and sort. None while
 * the list's query is refused (`request` answers null).
 */
export function ExportLinks({
  name,
  request,
}: {
  /** The file name without its extension. */
  name: string;
  request: (format: ExportFormat) => ApiRequest | null;
}) {
  const t = useT();
  return FORMATS.map((format) => {
    const target = request(format);
    return target ? (
      <ApiFileLink
        key={format}
        request={target}
        name={`${name}.${format}`}
        button={<DownloadOutlined />}
      >
        {t(format === 'csv' ? 'adminWf.exportCsv' : 'adminWf.exportXlsx')}
      </ApiFileLink>
    ) : null;
  });
}
