import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import yauzl from 'yauzl';
import { CHAT_ATTACHMENT_TYPES, CHAT_LIMITS, type ChatAttachmentMime } from '@conf/common';
import { MIME_TYPES, sniffFile } from '../files/sniff.js';
import type { AppContext } from '../context.js';
import { tempUploadName, tmpDir } from '../files/store.js';
import { AppError, ValidationError } from '../http/errors.js';
import { multipartFailure } from '../http/multipart.js';

/**
 * Where the local storage keeps chat attachments (key `messages/<name>`), named by the server,
 * never served statically.
 */
export const attachmentDir = (uploadDir: string) => path.join(uploadDir, 'messages');

export const FIELD = 'attachment';

/**
 * Streams the one optional `attachment` part to UPLOAD_DIR/tmp under a generated name, with the
 * text fields beside it; the message keeps it in storage with its row (messages/service.ts). A
 * file over the limit is cut off and answered 413; multer removes what it wrote of it.
 */
export function receiveAttachment(ctx: AppContext): RequestHandler {
  const dir = tmpDir(ctx.config.uploadDir);
  mkdirSync(dir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (_req, _file, cb) => cb(null, tempUploadName(ctx.instance)),
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
      next(multipartFailure(req, err, FIELD));
    });
  };
}

/**
 * The type of a stored attachment judged by its content (files/sniff.ts), or null when it is none
 * of the kinds a chat accepts. A zip counts only as a .docx, that is with a `word/` part.
 */
export async function sniffAttachment(file: string): Promise<ChatAttachmentMime | null> {
  const kind = await sniffFile(file);
  if (kind === 'zip') {
    return (await zipHasWordPart(file))
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null;
  }
  const mime = kind ? MIME_TYPES[kind] : null;
  return mime !== null && Object.hasOwn(CHAT_ATTACHMENT_TYPES, mime)
    ? (mime as ChatAttachmentMime)
    : null;
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
