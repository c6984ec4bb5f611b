import { THESIS_LIMITS, type MessageKey } from '@conf/common';
import yauzl from 'yauzl';

/** More files than an abstract's sources could need; a flood of entries is refused. */
export const ZIP_MAX_ENTRIES = 1000;
/** A compression ratio beyond this on a sizeable entry is a bomb, not LaTeX. */
export const ZIP_MAX_RATIO = 200;
const RATIO_MIN_BYTES = 1024 * 1024;

export type ZipProblem = Extract<
  MessageKey,
  | 'validation.zipType'
  | 'validation.zipUnsafe'
  | 'validation.zipBomb'
  | 'validation.zipContents'
  | 'validation.zipEntries'
>;

const hasControlCharacter = (text: string) =>
  Array.from(text).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A name that could escape the folder it is unpacked into, on any system. */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.length === 0 ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    hasControlCharacter(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

/**
 * Reads only the central directory (yauzl, lazy entries, nothing inflated), so inspecting a 50 MB
 * archive costs a few kilobytes of memory. The sizes checked are those the archive declares: the
 * server never unpacks it, so a lie there cannot hurt the server, and a declared bomb is refused
 * before a reviewer's machine meets it. Answers the first problem found, or null.
 */
export function inspectThesisZip(file: string): Promise<ZipProblem | null> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, decodeStrings: false }, (err, zip) => {
      if (err || !zip) return resolve('validation.zipType');
      let settled = false;
      const finish = (problem: ZipProblem | null) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(problem);
      };
      if (zip.entryCount > ZIP_MAX_ENTRIES) return finish('validation.zipEntries');

      let total = 0;
      let tex = false;
      let pdf = false;
      zip.on('error', () => finish('validation.zipType'));
      zip.on('entry', (entry: yauzl.Entry) => {
        const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
        const name = entry.fileNameRaw.toString(utf8 ? 'utf8' : 'latin1');
        if (isUnsafeEntryName(name)) return finish('validation.zipUnsafe');
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          total > THESIS_LIMITS.zipMaxUncompressedBytes ||
          (entry.uncompressedSize > RATIO_MIN_BYTES && ratio > ZIP_MAX_RATIO)
        ) {
          return finish('validation.zipBomb');
        }
        const lower = name.toLowerCase();
        if (!lower.endsWith('/') && !lower.startsWith('__macosx/')) {
          tex ||= lower.endsWith('.tex');
          pdf ||= lower.endsWith('.pdf');
        }
        zip.readEntry();
      });
      zip.on('end', () => finish(tex && pdf ? null : 'validation.zipContents'));
      zip.readEntry();
    });
  });
}
