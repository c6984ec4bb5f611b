import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';
import { loadTs } from './vite-load-common.ts';
import { ROUTING_ID, routingModule } from './vite-plugin-routing.ts';

/**
 * Serves the UI catalogues of common/src/i18n as pre-parsed ICU message ASTs:
 * - `virtual:messages/public`: the sections every public page uses, both languages (server);
 * - `virtual:messages/public/en`, `.../az`: the same, one language each: the browser loads only
 *   the language of the page (the server preloads it with the entry);
 * - `virtual:messages/forms`: what the sign-in and sign-up forms add (their lazy chunks);
 * - `virtual:messages/programme`: what the programme and verification pages add (theirs);
 * - `virtual:messages/all`: every section (admin console and desktop, lazy chunks);
 * - `virtual:messages/panel`: every section without the texts only the console shows (the
 *   panel's lazy chunk: CONSOLE_ONLY below);
 * and `virtual:contract-routing`, the contract's routes without their schemas
 * (vite-plugin-routing.ts), which every build of the web app's screens needs alike.
 * Parsing at build time lets the browser bundle leave out the ICU parser (about 12 KB gzip),
 * which keeps the home page inside its JavaScript budget.
 */
const I18N_DIR = path.resolve(import.meta.dirname, '../common/src/i18n');

/** Sections of each partial catalogue: files in common/src/i18n and their exports. */
const SECTION_SETS: Record<string, Record<string, string>> = {
  public: {
    site: 'siteMessages',
    errors: 'errorMessages',
    // The titles of the verification pages (the head needs them before the page's chunk).
    'programme-site': 'programmeSiteTitles',
  },
  // The published programme and the verification pages (issue 15), with their lazy chunks.
  programme: { 'programme-site': 'programmeSiteMessages' },
  forms: {
    'auth-screens': 'authScreenMessages',
    validation: 'validationMessages',
    // Confirmation screen, "check your e-mail", and the validation texts of docs/security.md.
    security: 'securityMessages',
  },
};

/*
 * Key prefixes that only the admin console, the desktop app or the server's mail use. The panel's
 * catalogue leaves them out: they are about a third of all texts, and the panel downloads its
 * catalogue before its first paint (issue 11: panel ≤ 300 KB). A prefix the panel shows must not
 * be here (adminWf and adminRev are not: the panel reads a few of their keys).
 */
const CONSOLE_ONLY =
  /^(admin|adminProg|adminBook|adminLetters|adminCert|usersExport|desktop|ux|mail)\./;

type Catalogue = Record<string, Record<string, string>>;
const PREFIX = 'virtual:messages/';

function compile(catalogue: Catalogue): Record<string, Record<string, MessageFormatElement[]>> {
  const out: Record<string, Record<string, MessageFormatElement[]>> = {};
  for (const [locale, table] of Object.entries(catalogue)) {
    out[locale] = {};
    for (const [key, text] of Object.entries(table)) out[locale][key] = parse(text);
  }
  return out;
}

async function catalogueFor(which: string): Promise<Catalogue> {
  if (which === 'all' || which === 'panel') {
    const mod = await loadTs(`export { messages } from './catalogue.ts';`, I18N_DIR);
    const all = mod.messages as Catalogue;
    if (which === 'all') return all;
    return Object.fromEntries(
      Object.entries(all).map(([locale, table]) => [
        locale,
        Object.fromEntries(Object.entries(table).filter(([key]) => !CONSOLE_ONLY.test(key))),
      ]),
    );
  }
  const sections = SECTION_SETS[which] ?? {};
  const lines = Object.entries(sections).map(
    ([file, name]) => `export { ${name} } from './${file}.ts';`,
  );
  const mod = await loadTs(lines.join('\n'), I18N_DIR);
  const merged: Catalogue = {};
  for (const name of Object.values(sections)) {
    for (const [locale, table] of Object.entries(mod[name] as Catalogue)) {
      merged[locale] = { ...merged[locale], ...table };
    }
  }
  return merged;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'conf:precompiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) || id === ROUTING_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${ROUTING_ID}`) return routingModule(this);
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [which = '', locale] = id.slice(PREFIX.length + 1).split('/');
      if (which !== 'all' && which !== 'panel' && !(which in SECTION_SETS))
        throw new Error(`unknown catalogue ${id}`);
      // The catalogue files themselves: a directory cannot be resolved as a module in the
      // browser transform (component tests run there).
      for (const file of readdirSync(I18N_DIR)) {
        if (file.endsWith('.ts')) this.addWatchFile(path.join(I18N_DIR, file));
      }
      const compiled = compile(await catalogueFor(which));
      if (locale) {
        if (!compiled[locale]) throw new Error(`unknown locale in ${id}`);
        return `export const messages = ${JSON.stringify(compiled[locale])};`;
      }
      return `export const messages = ${JSON.stringify(compiled)};`;
    },
  };
}
