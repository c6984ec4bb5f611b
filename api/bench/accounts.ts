import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoginResponse, RegisterInput } from '@conf/common';

/**
 * Signs up through the API as a person would and opens the confirmation link the server wrote
 * to DATA_DIR/outbox (no SMTP in a benchmark), answering the signed-in account.
 */
export async function confirmedAccount(
  base: string,
  dataDir: string,
  body: RegisterInput,
): Promise<LoginResponse> {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (reg.status !== 202) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const token = await mailedConfirmToken(dataDir, body.email);
  const confirmed = await fetch(`${base}/api/auth/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: body.password }),
  });
  if (!confirmed.ok)
    throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  return (await confirmed.json()) as LoginResponse;
}

async function mailedConfirmToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      // Quoted-printable may fold the link: join the soft line breaks first.
      const mail = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      const token = /\/user\/confirm\/([\w-]+)/.exec(mail)?.[1];
      if (token && mail.includes(email)) return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail to ${email}`);
}
