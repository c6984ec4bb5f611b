import { open } from 'node:fs/promises';

/**
 * Every file type the API accepts anywhere (abstract archives, receipts, chat attachments),
 * recognised by its first bytes, never by its name or the browser's claim.
 */
export type FileKind = 'zip' | 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'doc';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Each kind's signature: byte runs at offsets, all of which must match. */
const SIGNATURES: { kind: FileKind; parts: { at: number; bytes: number[] }[] }[] = [
  { kind: 'zip', parts: [{ at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }] },
  { kind: 'jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { kind: 'png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { kind: 'gif', parts: [{ at: 0, bytes: ascii('GIF87a') }] },
  { kind: 'gif', parts: [{ at: 0, bytes: ascii('GIF89a') }] },
  {
    kind: 'webp',
    parts: [
      { at: 0, bytes: ascii('RIFF') },
      { at: 8, bytes: ascii('WEBP') },
    ],
  },
  { kind: 'pdf', parts: [{ at: 0, bytes: ascii('%PDF') }] },
  // The OLE compound file of a Word 97-2003 .doc.
  { kind: 'doc', parts: [{ at: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }] },
];

export const MIME_TYPES: Record<FileKind, string> = {
  zip: 'application/zip',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
};

export const EXTENSIONS: Record<FileKind, string> = {
  zip: 'zip',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  doc: 'doc',
};

export async function sniffFile(file: string): Promise<FileKind | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const match = SIGNATURES.find((s) =>
      s.parts.every(
        ({ at, bytes }) =>
          bytesRead >= at + bytes.length && bytes.every((b, i) => head[at + i] === b),
      ),
    );
    return match?.kind ?? null;
  } finally {
    await handle.close();
  }
}
