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

/**
 * Waits for a mail to `to` in DATA_DIR/outbox (the first one whose text matches `matching`, when
 * given) and answers its decoded text.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  timeoutMs = 20_000,
  matching?: RegExp,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (raw.toLowerCase().includes(to.toLowerCase())) {
        const text = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
        if (!matching || matching.test(text)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}${matching ? ` matching ${matching}` : ''} in ${outbox}`);
}

/** The path of the confirmation link mailed to `to` at sign-up (`/user/confirm/…` or `/az/…`). */
export async function confirmationPath(dataDir: string, to: string): Promise<string> {
  const mail = await waitForMail(dataDir, to, 20_000, /\/user\/confirm\//);
  return new URL(/https?:\/\/\S+\/user\/confirm\/[\w-]+/.exec(mail)![0]).pathname;
}
