import { randomBytes } from 'node:crypto';

/**
 * The nonce placeholder the client build writes on every script, modulepreload and style tag of
 * index.html (vite.config.ts `html.cspNonce`, with the `<meta property="csp-nonce">` that Vite's
 * preloader reads for the chunks it adds later). Each response replaces it with its own nonce.
 */
export const NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

const NONCE_BYTES = 16;
/** The length of every nonce: 128 random bits in base64. */
export const NONCE_LENGTH = Math.ceil(NONCE_BYTES / 3) * 4;

/** Random bytes drawn a page at a time: one call into the CSPRNG per 256 nonces, not per nonce. */
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let used = POOL_BYTES;

/** A fresh nonce for one response: 128 random bits, never handed out twice. */
export function newNonce(): string {
  if (used === POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString('base64', used - NONCE_BYTES, used);
}

/**
 * Sets the response's nonce on the tags the server wrote (the template's and the head's). Only
 * attributes spelled exactly `nonce="<placeholder>"` change: page content never goes through
 * here, and React escapes quotes in text, so no visitor's text can be given a nonce.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, () => `nonce="${nonce}"`);
}

/**
 * The Content-Security-Policy of every page (issue 10 item 12). Scripts run only with the
 * response's nonce, and what those scripts load ('strict-dynamic': the lazy chunks); nothing
 * inline, no eval, no plugins, no <base>, no framing. Styles allow inline: antd's CSS-in-JS adds
 * style elements at run time and React writes style attributes, which no nonce covers; CSS
 * cannot run script, so the script policy is where the protection lies. Images may come from
 * any https host (the visitor counter, pictures in organisers' pages) and from blob: (files
 * fetched with a token in the console). zod runs without eval (entry-client.tsx).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Organisers' pages may embed a map or a video; a frame cannot script this origin.
    "frame-src 'self' https:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
