import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import yauzl from 'yauzl';
import { CHAT_LIMITS, type ChatAttachmentMime } from '@conf/common';
import { AppError, ValidationError } from '../http/errors.js';

/** Chat attachments live under UPLOAD_DIR/messages, named by the server, never served statically. */
export const attachmentDir = (uploadDir: string) => path.join(uploadDir, 'messages');

export const FIELD = 'attachment';

/**
 * Streams the one optional `attachment` part to disk under a generated name, with the text
 * fields beside it. A file over the limit is cut off and answered 413; multer removes what it
 * wrote of it.
 */
export function receiveAttachment(uploadDir: string): RequestHandler {
  const dir = attachmentDir(uploadDir);
  mkdirSync(dir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (_req, _file, cb) => cb(null, randomUUID()),
    }),
    limits: {
      fileSize: CHAT_LIMITS.attachmentMaxBytes,
      files: 1,
      fields: 5,
      fieldSize: CHAT_LIMITS.bodyMaxChars * 4,
    },
    defParamCharset: 'utf8',
  }).single(FIELD);

  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(
            new AppError(413, 'validation.attachmentSize', {
              [FIELD]: ['validation.attachmentSize'],
            }),
          );
        }
        return next(ValidationError({ [err.field ?? FIELD]: ['validation.attachmentType'] }));
      }
      next(err);
    });
  };
}

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The type of a stored file judged by its first bytes (the name and the browser's claim prove
 * nothing), or null when it is none of the allowed kinds.
 */
export async function sniffAttachment(file: string): Promise<ChatAttachmentMime | null> {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(16);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return 'application/msword';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && (await zipHasWordPart(file))) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/** A .docx is a zip whose entries include `word/...`; any other zip is refused. */
function zipHasWordPart(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err) return resolve(false);
      let found = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.startsWith('word/')) {
          found = true;
          zip.close();
          resolve(true);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}

/** The sender's file name, reduced to a safe display name. */
export function displayName(original: string): string {
  const base = path.basename(original.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'attachment').slice(-255);
}

export async function removeQuietly(file: string | undefined) {
  if (file) await unlink(file).catch(() => undefined);
}
