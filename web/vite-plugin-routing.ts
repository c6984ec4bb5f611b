import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadTs } from './vite-load-common.ts';

/**
 * Serves `virtual:contract-routing`: the method and path of every route of the API contract
 * (common/src/contract), in the contract's own tree, without the zod schemas the routes carry.
 * The first-load bundle of the public pages calls the API through it, so that it stays free of
 * zod (the home page's JavaScript budget); the contract remains the one source of every path.
 * Each domain of the contract is an export of its own, read as `import * as routing`: a bundle
 * keeps only the domains it calls (the home page's first load: auth, initialData, settings, news).
 */
const CONTRACT_DIR = path.resolve(import.meta.dirname, '../common/src/contract');
const ID = 'virtual:contract-routing';

type Tree = { [key: string]: Tree | { method: string; path: string } };

function routingOf(node: Record<string, unknown>): Tree {
  if ('method' in node && 'reply' in node) {
    return { method: String(node.method), path: String(node.path) } as unknown as Tree;
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, routingOf(child as Record<string, unknown>)]),
  );
}

export const ROUTING_ID = ID;

/** The module `virtual:contract-routing` (served by precompiledMessages, which every build of
 * the web app's screens uses: the web's own, its tests' and the desktop renderer's). */
export async function routingModule(context: { addWatchFile(id: string): void }) {
  for (const file of readdirSync(CONTRACT_DIR)) {
    if (file.endsWith('.ts')) context.addWatchFile(path.join(CONTRACT_DIR, file));
  }
  const { contract } = await loadTs(`export { contract } from './index.ts';`, CONTRACT_DIR);
  const routing = routingOf(contract as Record<string, unknown>);
  return Object.entries(routing)
    .map(([domain, tree]) => `export const ${domain} = ${JSON.stringify(tree)};`)
    .join('\n');
}
