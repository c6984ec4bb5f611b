import type { Response } from 'express';
import { AppError } from '../http/errors.js';

/**
 * Sends a stored file under its original name. Callers authorise first; a file missing on disk
 * answers 404 like a missing record.
 */
export async function sendStoredFile(
  res: Response,
  file: string,
  { originalName, mime, inline = false }: { originalName: string; mime: string; inline?: boolean },
): Promise<void> {
  res.attachment(originalName);
  if (inline) {
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
