import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Decodes a quoted-printable body: soft line breaks and =XX escapes (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for a mail to `to` in DATA_DIR/outbox and answers its decoded text. */
export async function waitForMail(
  dataDir: string,
  to: string,
  timeoutMs = 20_000,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (raw.toLowerCase().includes(to.toLowerCase())) {
        return /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}
