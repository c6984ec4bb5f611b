import type { Readable } from 'node:stream';
import type { BookProblem } from '@conf/common';
import type yauzl from 'yauzl';
import { THESIS_LIMITS } from '@conf/common';
import type { FileStorage } from '../files/storage/index.js';
import { openStoredZip } from '../files/stored-zip.js';
import { isUnsafeEntryName } from '../files/zip.js';

export type SourcePdf = { bytes: Uint8Array } | { problem: BookProblem };

interface Candidate {
  entry: yauzl.Entry;
  name: string;
}

/**
 * Which PDF of an archive is the abstract: outside __MACOSX, the shallowest, then the largest
 * (a compiled abstract beside small figure PDFs).
 */
function pickPdf(candidates: Candidate[]): Candidate | null {
  const depth = (c: Candidate) => c.name.split('/').length;
  return (
    [...candidates].sort(
      (a, b) => depth(a) - depth(b) || b.entry.uncompressedSize - a.entry.uncompressedSize,
    )[0] ?? null
  );
}

async function readAll(stream: Readable, limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The abstract's own PDF from its archive kept under `key`, read into memory (one at a time: the
 * book holds only the pages it copied). Anything else answers the problem the build report lists.
 */
export async function readAbstractPdf(storage: FileStorage, key: string): Promise<SourcePdf> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openStoredZip(storage, key, { lazyEntries: true, autoClose: false });
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    return { problem: missing ? 'noFile' : 'unreadablePdf' };
  }
  return new Promise((resolve) => {
    const candidates: Candidate[] = [];
    let settled = false;
    const finish = (result: SourcePdf) => {
      if (settled) return;
      settled = true;
      zip.close();
      resolve(result);
    };
    zip.on('error', () => finish({ problem: 'unreadablePdf' }));
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      const lower = name.toLowerCase();
      if (
        !isUnsafeEntryName(name) &&
        lower.endsWith('.pdf') &&
        !lower.startsWith('__macosx/') &&
        !lower.split('/').some((part) => part.startsWith('._'))
      ) {
        candidates.push({ entry, name });
      }
      zip.readEntry();
    });
    zip.on('end', () => {
      const chosen = pickPdf(candidates);
      if (!chosen) return finish({ problem: 'noPdf' });
      zip.openReadStream(chosen.entry, (streamErr, stream) => {
        if (streamErr || !stream) return finish({ problem: 'unreadablePdf' });
        readAll(stream, THESIS_LIMITS.zipMaxUncompressedBytes)
          .then((bytes) => finish(bytes ? { bytes } : { problem: 'unreadablePdf' }))
          .catch(() => finish({ problem: 'unreadablePdf' }));
      });
    });
    zip.readEntry();
  });
}
