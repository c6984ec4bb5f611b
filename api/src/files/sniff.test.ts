import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffFile } from './sniff.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'conf-sniff-'));
const file = (name: string, bytes: readonly number[] | string) => {
  const target = path.join(dir, name);
  writeFileSync(
    target,
    typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from([...bytes]),
  );
  return target;
};

describe('sniffFile', () => {
  it.each([
    ['zip', [0x50, 0x4b, 0x03, 0x04, 0, 0]],
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['gif', 'GIF89a\x01\x00'],
    ['gif', 'GIF87a\x01\x00'],
    ['webp', 'RIFF\x24\x00\x00\x00WEBPVP8 '],
    ['pdf', '%PDF-1.7\n'],
    ['doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]],
  ] as const)('recognises a %s by its first bytes, whatever its name', async (kind, bytes) => {
    expect(await sniffFile(file(`renamed-${kind}.txt`, bytes))).toBe(kind);
  });

  it('recognises nothing in a renamed text file, a RIFF that is not WebP, or an empty file', async () => {
    expect(await sniffFile(file('abstract.zip', 'just some text'))).toBeNull();
    expect(await sniffFile(file('sound.webp', 'RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(await sniffFile(file('empty.pdf', ''))).toBeNull();
  });
});
