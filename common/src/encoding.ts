/** The content codings the server sends: brotli, gzip, or the bytes as they are. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The first of `offered` that the client's Accept-Encoding accepts (a `;q=0` is a refusal), in
 * the server's order of preference; 'identity' when it accepts none of them.
 */
export function preferredEncoding(
  header: string | undefined,
  offered: readonly Exclude<ContentEncoding, 'identity'>[] = ['br', 'gzip'],
): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return offered.find((encoding) => accepted.has(encoding)) ?? 'identity';
}
