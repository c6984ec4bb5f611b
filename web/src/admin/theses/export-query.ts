/** The list's filters and sort without paging, for the export links ("export what I see"). */
export function exportQuery(
  params: Record<string, string>,
  format: 'csv' | 'xlsx',
  keys: readonly string[],
): string {
  const query = new URLSearchParams({ format });
  for (const key of keys) if (params[key]) query.set(key, params[key]);
  return query.toString();
}
