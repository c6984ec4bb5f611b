import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A cached page compressed once, with a gap at each nonce attribute that every response fills
 * with its own nonce: a cached page never repeats a nonce, yet is not compressed per response.
 *
 * Deflate (RFC 1951) lets a stream switch block types at a byte boundary. Each stretch of the
 * page between two nonces is compressed on its own (ending on a sync flush, so byte-aligned and
 * not final), and each nonce goes in between as a stored (uncompressed) block. A stretch may
 * refer back to the page before it (the compressor is given it as its dictionary), but with the
 * nonces' places filled with NUL bytes: page text never holds a NUL (pages that do are not
 * spliced), so no reference can reach into a nonce, whose bytes differ per response.
 */
export interface SplicedGzip {
  /** The page's stretches between nonce attributes, uncompressed (for the CRC). */
  stretches: Buffer[];
  /** The same stretches compressed, each to be followed by a nonce's stored block. */
  compressed: Buffer[];
}

const WINDOW_BYTES = 32 * 1024;
// ID1 ID2, CM = deflate, no flags, no mtime, XFL = 2 (best compression), OS = 255 (unknown).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);

const attribute = (nonce: string) => `nonce="${nonce}"`;

/** Prepares `html`, whose nonce attributes read `nonce="<slot>"`; undefined if it cannot be. */
export function prepareSplicedGzip(
  html: string,
  slot: string,
  nonceLength: number,
): SplicedGzip | undefined {
  if (html.includes('\0')) return undefined;
  const stretches = html.split(attribute(slot)).map((s) => Buffer.from(s));
  const gap = Buffer.alloc(Buffer.byteLength(attribute('x'.repeat(nonceLength))));
  const compressed: Buffer[] = [];
  let before = Buffer.alloc(0);
  stretches.forEach((stretch, i) => {
    const last = i === stretches.length - 1;
    compressed.push(
      deflateRawSync(stretch, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(before.length > 0 && { dictionary: before }),
      }),
    );
    before = Buffer.concat([before, stretch, gap]).subarray(-WINDOW_BYTES);
  });
  return { stretches, compressed };
}

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL = 0, BTYPE = 00 (stored); the rest of the byte is padding
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip body of the page with every nonce attribute set to `nonce`. */
export function spliceNonce(page: SplicedGzip, nonce: string): Buffer {
  const filled = Buffer.from(attribute(nonce));
  const block = storedBlock(filled);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.stretches.forEach((stretch, i) => {
    parts.push(page.compressed[i]!);
    // zlib's crc32 given no bytes starts a new CRC instead of continuing one.
    if (stretch.length > 0) crc = crc32(stretch, crc);
    size += stretch.length;
    if (i < page.stretches.length - 1) {
      parts.push(block);
      crc = crc32(filled, crc);
      size += filled.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
