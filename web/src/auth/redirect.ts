/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site,
 * otherwise the panel. An absolute or protocol-relative URL would make the sign-in page an open
 * redirect, so it is ignored.
 */
export function safeRedirect(param: string | null, fallback: string): string {
  if (!param || !param.startsWith('/') || param.startsWith('//') || param.startsWith('/\\'))
    return fallback;
  return param;
}
