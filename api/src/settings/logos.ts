import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { LOGO_LIMITS, type Associate } from '@conf/common';
import type { AppContext } from '../context.js';
import { AppError, ValidationError } from '../http/errors.js';
import { streamStoredFile } from '../files/download.js';
import { EXTENSIONS, MIME_TYPES, sniffFile, type FileKind } from '../files/sniff.js';
import { storageKeys } from '../files/storage/index.js';
import { transactionWithFiles, type TempUpload } from '../files/store.js';
import type { UploadKind } from '../files/upload.js';

export const LOGO_UPLOAD: UploadKind = {
  field: 'logo',
  maxBytes: LOGO_LIMITS.maxBytes,
  sizeKey: 'validation.logoSize',
};

const LOGO_KINDS = (['png', 'jpeg', 'webp'] as const satisfies readonly FileKind[]).filter((k) =>
  (LOGO_LIMITS.mimeTypes as readonly string[]).includes(MIME_TYPES[k]),
);

/** Logos are kept in the file storage like the other uploads, so every instance serves them. */
const logoKey = (id: string, kind: (typeof LOGO_KINDS)[number]) =>
  storageKeys.logo(`${id}.${EXTENSIONS[kind]}`);

/**
 * Keeps an uploaded logo under a new id, its type read from its bytes (not from its name or the
 * browser's word). The id is saved in the associates section by the organiser's next save; until
 * then the file is only reachable by whoever knows the id.
 */
export async function storeLogo(ctx: AppContext, upload: TempUpload): Promise<string> {
  const kind = await sniffFile(upload.path);
  const logoKind = LOGO_KINDS.find((k) => k === kind);
  if (!logoKind) throw ValidationError({ logo: ['validation.logoType'] });
  const id = randomUUID();
  await transactionWithFiles(ctx.models.sequelize, ctx.storage, (_t, place) =>
    place(upload.path, logoKey(id, logoKind)),
  );
  return id;
}

/** Where a logo's bytes are kept, and their type; null once the logo is gone (or never was). */
async function findLogo(ctx: AppContext, id: string) {
  for (const kind of LOGO_KINDS) {
    const key = logoKey(id, kind);
    const info = await ctx.storage.stat(key);
    if (info) return { key, kind, info };
  }
  return null;
}

/** Sends a logo by id; an id is never reused, so browsers may keep it for a long time. */
export async function sendLogo(res: Response, ctx: AppContext, id: string): Promise<void> {
  const logo = await findLogo(ctx, id);
  if (!logo) throw new AppError(404, 'error.fileNotFound');
  res.type(MIME_TYPES[logo.kind]);
  res.set('Cache-Control', 'public, max-age=31536000, immutable');
  res.set('X-Content-Type-Options', 'nosniff');
  await streamStoredFile(res, ctx.storage, logo.key, logo.info);
}

/**
 * Refuses associates whose logo is not kept (422 on `associates.items.N.logoId`). A logo uploaded
 * and never saved is swept after a day (files/reconcile.ts): a form left open that long would
 * otherwise save a logo that no longer exists, and the footer would show a broken image. Logos
 * the saved settings already name are not looked up again.
 */
export async function assertLogosKept(
  ctx: AppContext,
  associates: Pick<Associate, 'logoId'>[],
  saved: ReadonlySet<string>,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [i, { logoId }] of associates.entries()) {
    if (logoId && !saved.has(logoId) && !(await findLogo(ctx, logoId))) {
      errors[`associates.items.${i}.logoId`] = ['validation.logoGone'];
    }
  }
  if (Object.keys(errors).length) throw ValidationError(errors);
}
