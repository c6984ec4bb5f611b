import { CHAT_ATTACHMENT_TYPES, CHAT_LIMITS, type MessageKey } from '@conf/common';

/** Allowed extensions, from the one table in common (the server checks the bytes themselves). */
const EXTENSIONS: ReadonlySet<string> = new Set(Object.values(CHAT_ATTACHMENT_TYPES).flat());
const MIMES: ReadonlySet<string> = new Set(Object.keys(CHAT_ATTACHMENT_TYPES));
/** Types browsers report when they do not know a file (common for .doc on Linux). */
const UNKNOWN_MIMES = new Set(['', 'application/octet-stream']);

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a chosen file cannot be sent (spec §5: an image, doc, docx or pdf of at most 20 MB), as a
 * catalogue key, or null when it may go. The name and the browser's claim must both fit.
 */
export function attachmentProblem(file: FileLike): MessageKey | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!EXTENSIONS.has(extension)) return 'validation.attachmentType';
  if (!UNKNOWN_MIMES.has(file.type) && !MIMES.has(file.type)) return 'validation.attachmentType';
  if (file.size === 0) return 'validation.attachmentType';
  if (file.size > CHAT_LIMITS.attachmentMaxBytes) return 'validation.attachmentSize';
  return null;
}

export function isImage(mime: string): boolean {
  return mime.startsWith('image/');
}

/** "1.2 MB", "340 KB": sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
