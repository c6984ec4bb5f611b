import type { Response } from 'express';
import { AppError } from '../http/errors.js';
import { downloadName, mayShowInline } from './download-name.js';

/**
 * Sends a stored file under a name built from the sender's name and the type detected at upload
 * (files/download-name.ts), as an attachment unless `inline` was asked for and the type is an
 * image or a PDF. Callers authorise first; a file missing on disk answers 404 like a missing
 * record.
 */
export async function sendStoredFile(
  res: Response,
  file: string,
  {
    originalName,
    mime,
    inline = false,
    fallbackName = 'file',
  }: { originalName: string; mime: string; inline?: boolean; fallbackName?: string },
): Promise<void> {
  res.attachment(downloadName(originalName, mime, fallbackName));
  if (inline && mayShowInline(mime)) {
    res.set(
      'Content-Disposition',
      res.get('Content-Disposition')!.replace(/^attachment/, 'inline'),
    );
  }
  res.type(mime);
  res.set('Cache-Control', 'private, no-store');
  await new Promise<void>((resolve, reject) => {
    res.sendFile(file, { dotfiles: 'deny' }, (err) => {
      if (!err) return resolve();
      if (res.headersSent) return resolve();
      reject(new AppError(404, 'error.fileNotFound'));
    });
  });
}
