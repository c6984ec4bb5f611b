import path from 'node:path';
import { EXTENSIONS, MIME_TYPES, type FileKind } from './sniff.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The extension of each type the server stored a file as (judged by content, files/sniff.ts). */
const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    (Object.keys(MIME_TYPES) as FileKind[]).map((kind) => [MIME_TYPES[kind], EXTENSIONS[kind]]),
  ),
  [DOCX_MIME]: 'docx',
};

/** Types a browser may show in place: images and PDF. Anything else is a download. */
const INLINE_MIMES = new Set([
  MIME_TYPES.jpeg,
  MIME_TYPES.png,
  MIME_TYPES.gif,
  MIME_TYPES.webp,
  MIME_TYPES.pdf,
]);

const STEM_MAX = 100;

/**
 * The name a download is offered under: the sender's name cut to a safe stem (no path, no dots,
 * nothing but letters, digits, spaces, `-`, `_` and brackets), then the extension of the type the
 * server detected. "invoice.pdf.html" holding a PDF comes back as "invoice.pdf", "page.html"
 * holding a .docx as "page.docx": the sender's extension never reaches the reader's disk.
 */
export function downloadName(originalName: string, mime: string, fallbackStem: string): string {
  const base = path.basename(originalName.replace(/\\/g, '/'));
  const stem = (base.split('.')[0] ?? '')
    .replace(/[^\p{L}\p{N} _()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s_]+|[\s_]+$/g, '')
    .slice(0, STEM_MAX);
  const extension = EXTENSION_OF_MIME[mime] ?? 'bin';
  return `${stem || fallbackStem}.${extension}`;
}

/** `inline` only where it was asked for and the detected type is one a browser shows safely. */
export function mayShowInline(mime: string): boolean {
  return INLINE_MIMES.has(mime);
}
