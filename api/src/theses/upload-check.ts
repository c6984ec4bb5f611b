import { ValidationError } from '../http/errors.js';
import { sniffFile } from '../files/sniff.js';
import { sha256Of, type TempUpload } from '../files/store.js';
import { inspectThesisZip } from '../files/zip.js';

/**
 * Refuses an abstract archive that is not a zip by its content, or one that is unsafe, a bomb, or
 * lacks the .tex and .pdf, with the field error of the `file` field. Answers its SHA-256.
 */
export async function checkThesisZip(upload: TempUpload): Promise<string> {
  if ((await sniffFile(upload.path)) !== 'zip')
    throw ValidationError({ file: ['validation.zipType'] });
  const problem = await inspectThesisZip(upload.path);
  if (problem) throw ValidationError({ file: [problem] });
  return sha256Of(upload.path);
}
