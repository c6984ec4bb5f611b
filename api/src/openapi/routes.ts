import { contract } from '@conf/common';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { DOCS_CSP, docsPage } from './docs-page.js';
import { openApiDocument } from './document.js';

/** The OpenAPI document and its reference page, built once: the contract does not change at run time. */
export function referenceRoutes(): MountedRoute[] {
  const document = openApiDocument();
  const page = docsPage(document);
  return [
    handle(contract.reference.openapi, () => document),
    handleHttp(contract.reference.docs, ({ res }) => {
      res
        .type('html')
        .set({ 'Cache-Control': 'public, max-age=300', 'Content-Security-Policy': DOCS_CSP })
        .send(page);
    }),
  ];
}
