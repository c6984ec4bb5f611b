import { buildZip } from './zip.js';

/** Small real files of each kind, recognisable by their first bytes as the API checks them. */
export const sampleFiles = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(32),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(16),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
  ]),
  docx: storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
  zip: storedZip({ 'notes.txt': 'not a word document' }),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
};

/** A zip archive with uncompressed entries (name → text), enough for any zip reader. */
function storedZip(entries: Record<string, string>): Buffer {
  return buildZip(Object.entries(entries).map(([name, data]) => ({ name, data })));
}
