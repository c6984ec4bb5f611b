/**
 * Where visitors read a page (prefix-free). Every page is served at /pages/{slug}; the few with
 * a fixed route of their own (/venue) are served at both, so this address is always right, and
 * the console does not pull the public route table into its bundle (the desktop app's too).
 */
export function pagePublicPath(slug: string): string {
  return `/pages/${slug}`;
}
