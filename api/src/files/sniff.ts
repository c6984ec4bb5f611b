import { open } from 'node:fs/promises';

/** File types the workflow accepts, recognised by their first bytes, never by name or header. */
export type FileKind = 'zip' | 'jpeg' | 'png' | 'pdf';

const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

export const MIME_TYPES: Record<FileKind, string> = {
  zip: 'application/zip',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const EXTENSIONS: Record<FileKind, string> = {
  zip: 'zip',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
};

export async function sniffFile(file: string): Promise<FileKind | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const match = SIGNATURES.find(
      (s) => bytesRead >= s.bytes.length && s.bytes.every((b, i) => head[i] === b),
    );
    return match?.kind ?? null;
  } finally {
    await handle.close();
  }
}
