import type { Locale, UserExportFormat } from '@conf/common';
import type { ApiEnvironment } from '../../app/api';

/** The export address of the users list for the current filters (page and size left out). */
export function exportUrl(
  env: ApiEnvironment,
  params: Record<string, string>,
  format: UserExportFormat,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'page' && key !== 'pageSize' && value !== '') query.set(key, value);
  }
  query.set('format', format);
  return `${env.baseUrl}/admin/users/export?${query.toString()}`;
}

/** The file name of a Content-Disposition header, or a fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads the export. It goes through fetch rather than a plain link so that the desktop
 * console's Bearer token is sent too; the browser console sends its cookie the same way.
 */
export async function downloadExport(
  env: ApiEnvironment,
  locale: Locale,
  params: Record<string, string>,
  format: UserExportFormat,
): Promise<void> {
  const res = await fetch(exportUrl(env, params, format), {
    credentials: 'include',
    headers: { 'lang-code': locale, ...(env.forwardHeaders ?? {}) },
  });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw { status: res.status, data: body };
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(res.headers.get('content-disposition'), `users.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
