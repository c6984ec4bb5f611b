import { crc32 } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  data?: Buffer | string;
  /** Claim this uncompressed size in the headers instead of the real one (a zip bomb's lie). */
  declaredSize?: number;
  /** 0 stored (default), 8 deflate: a bomb claims deflate so that sizes may differ. */
  method?: 0 | 8;
}

type Field = [offset: number, bytes: 2 | 4, value: number];

/** A little-endian record of `size` bytes holding `fields`; the rest stays zero. */
function record(size: number, fields: Field[]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

/**
 * A tiny zip writer for tests (yauzl only reads): local headers, data as given, a central
 * directory and its end record. Enough to build valid archives and every malformed case.
 */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8');
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? data.length;
    // The local header and the central directory's entry share these fields, from "version
    // needed" to the name's length; they start at `at` in each.
    const described = (at: number): Field[] => [
      [at, 2, 20], // version needed: 2.0
      [at + 2, 2, 0x0800], // flags: UTF-8 names
      [at + 4, 2, entry.method ?? 0],
      [at + 6, 2, 0], // time: midnight
      [at + 8, 2, 0x21], // date: 1 January 1980
      [at + 10, 4, crc32(data)],
      [at + 14, 4, data.length],
      [at + 18, 4, size],
      [at + 22, 2, name.length],
    ];
    const local = record(30, [[0, 4, 0x04034b50], ...described(4)]);
    locals.push(local, name, data);
    const central = record(46, [[0, 4, 0x02014b50], [4, 2, 20], ...described(6), [42, 4, offset]]);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal valid abstract archive: a .tex and a .pdf. */
export const abstractZip = (extra: ZipEntrySpec[] = []) =>
  buildZip([
    {
      name: 'abstract/main.tex',
      data: '\\documentclass{article}\\begin{document}Hi\\end{document}',
    },
    { name: 'abstract/main.pdf', data: '%PDF-1.4\n%%EOF\n' },
    ...extra,
  ]);

/** First bytes of real file types, for receipts. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64, 2),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
