import { createHash } from 'node:crypto';
import { apiPath, contract, type OpenApiDocument } from '@conf/common';

const OPENAPI_PATH = apiPath(contract.reference.openapi);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f2328}
h2{border-bottom:1px solid #d0d7de;margin-top:2.5rem}.op{border:1px solid #d0d7de;border-radius:6px;padding:.25rem 1rem;margin:1rem 0}
.deprecated{opacity:.7}.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#0969da}.post{background:#1a7f37}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#cf222e}
pre{background:#f6f8fa;overflow:auto;padding:.5rem;font-size:.8rem}table{border-collapse:collapse;display:block;overflow-x:auto}
td,th{border:1px solid #d0d7de;padding:.2rem .5rem;text-align:left;font-size:.85rem}.meta{color:#57606a;font-size:.85rem}
`;

/** The page's policy: its one inline style by hash, nothing else (no script at all). */
export const DOCS_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  deprecated?: boolean;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string }>;
  'x-access': string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const params = op.parameters.filter((p) => p.in !== 'header');
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, { schema }]) => `<h4>Body (${escape(type)})</h4>${json(schema)}`)
        .join('')
    : '';
  return `<section id="${escape(op.operationId)}" class="op${op.deprecated ? ' deprecated' : ''}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escape(path)}</code></h3>
<p>${escape(op.summary)}${op.deprecated ? ' <em>(deprecated)</em>' : ''}</p>
<p class="meta">Access: <strong>${escape(op['x-access'])}</strong> · operation <code>${escape(op.operationId)}</code></p>
${
  params.length
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${params
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}${body}
<h4>Responses</h4><ul>${Object.entries(op.responses)
    .map(([status, r]) => `<li><code>${status}</code> ${escape(r.description)}</li>`)
    .join('')}</ul>
</section>`;
}

/**
 * A readable reference of the OpenAPI document: plain server-rendered HTML with no script, so it
 * works under the strictest Content-Security-Policy and offline.
 */
export function docsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(method, path, op));
      byTag.set(tag, list);
    }
  }
  const info = doc.info as { title: string; description: string };
  const toc = [...byTag.keys()]
    .map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`)
    .join(' · ');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)}</title>
<style>${STYLE}</style></head><body>
<h1>${escape(info.title)}</h1><p>${escape(info.description)}</p>
<p>Machine-readable: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a> (OpenAPI ${escape(doc.openapi)}).</p>
<nav>${toc}</nav>
${sections}
</body></html>`;
}
