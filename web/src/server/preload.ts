import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NONCE_PLACEHOLDER } from './csp';
import { escapeHtml } from './html';

interface ManifestEntry {
  file: string;
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestEntry>;

/**
 * Source module of each lazy route, by route name (the part of the route id after the locale).
 * Kept on the server so the browser bundle does not carry it.
 */
const ROUTE_CHUNKS: Record<string, string> = {
  page: 'src/pages/ContentPage.tsx',
  about_azerbaijan: 'src/pages/ContentPage.tsx',
  accommodation: 'src/pages/ContentPage.tsx',
  contact: 'src/pages/ContentPage.tsx',
  venue: 'src/pages/ContentPage.tsx',
  abstracts: 'src/pages/AcceptedAbstractsPage.tsx',
  participants: 'src/pages/ParticipantsPage.tsx',
  'gallery-2024': 'src/pages/GalleryPage.tsx',
  'gallery-2025': 'src/pages/GalleryPage.tsx',
  test: 'src/pages/TestPage.tsx',
  programme: 'src/pages/programme/ProgrammePage.tsx',
  verify: 'src/pages/programme/VerifyPage.tsx',
  'verify-letter': 'src/pages/programme/VerifyPage.tsx',
  login: 'src/auth/LoginPage.tsx',
  register: 'src/auth/RegisterPage.tsx',
  forgot: 'src/auth/ForgotPasswordPage.tsx',
  reset: 'src/auth/ResetPasswordPage.tsx',
  confirm: 'src/auth/ConfirmEmailPage.tsx',
  panel: 'src/panel/index.tsx',
  admin: 'src/admin/web-route.tsx',
};

export async function readClientManifest(clientDir: string): Promise<ClientManifest> {
  const raw = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8').catch(
    () => '{}',
  );
  return JSON.parse(raw) as ClientManifest;
}

/**
 * <link rel="modulepreload"> tags for the page's catalogue and the lazy chunks of the matched routes, so the browser
 * fetches them alongside the entry instead of after it (the client resolves them before
 * hydrating). The entry and what it imports are already in the HTML that Vite wrote.
 */
export function preloadLinks(
  manifest: ClientManifest,
  routeIds: readonly string[],
  locale: string,
): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const dep of entry.imports ?? []) collect(dep, into);
  };
  collect('index.html', entryFiles);

  const files = new Set<string>();
  // The page's language catalogue (src/app/intl.ts loads it before the first render).
  collect(`virtual:messages/public/${locale}`, files);
  for (const id of routeIds) {
    const chunk = ROUTE_CHUNKS[id.slice(id.indexOf(':') + 1)];
    if (chunk) collect(chunk, files);
  }
  return [...files]
    .filter((f) => !entryFiles.has(f) && f.endsWith('.js'))
    .map(
      (f) =>
        `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}" nonce="${NONCE_PLACEHOLDER}" />`,
    );
}
