import { THESIS_LIMITS, type MessageKey } from '@conf/common';

/**
 * Quick feedback before a long upload: the name must end in .zip and the size stay within the
 * limit. The server still checks the archive's content (a .tex and a .pdf, no unsafe entries).
 */
export function zipProblem(file: File | null): MessageKey | null {
  if (!file) return 'validation.fileRequired';
  if (!file.name.toLowerCase().endsWith('.zip')) return 'validation.zipType';
  if (file.size > THESIS_LIMITS.zipMaxBytes) return 'validation.zipSize';
  return null;
}
