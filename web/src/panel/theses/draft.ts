import { PROFILE_FIELDS } from '@conf/common';
import type { AuthorValues, ThesisFormValues } from './thesis-form';
import { newAuthorKey } from './thesis-form';

/**
 * The unsent abstract, kept in localStorage per user while the author types (not the archive:
 * a File cannot be stored), restored on return and removed after a successful submission.
 */
const keyFor = (userId: number) => `panel.thesisDraft.${userId}`;

const isString = (v: unknown): v is string => typeof v === 'string';

function readAuthor(raw: unknown): AuthorValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!PROFILE_FIELDS.every((f) => isString(r[f]))) return null;
  const out = { key: newAuthorKey(), isCorresponding: r.isCorresponding === true } as AuthorValues;
  for (const f of PROFILE_FIELDS) out[f] = r[f] as string;
  return out;
}

/** The stored draft, or null when there is none or it cannot be read (an older shape). */
export function loadDraft(userId: number): ThesisFormValues | null {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    if (!raw) return null;
    const d = JSON.parse(raw) as Record<string, unknown>;
    const authors = Array.isArray(d.authors) ? d.authors.map(readAuthor) : [];
    if (!isString(d.title) || !isString(d.topicId) || authors.some((a) => a === null)) return null;
    return {
      title: d.title,
      topicId: d.topicId,
      keywords: Array.isArray(d.keywords) ? d.keywords.filter(isString) : [],
      authors: authors as AuthorValues[],
      termsAccepted: d.termsAccepted === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: number, values: ThesisFormValues): void {
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(values));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

export function clearDraft(userId: number): void {
  try {
    window.localStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing to clear.
  }
}

/** True when the values differ from the untouched form (nothing worth keeping otherwise). */
export function isWorthKeeping(values: ThesisFormValues, initial: ThesisFormValues): boolean {
  const strip = (v: ThesisFormValues) =>
    JSON.stringify({ ...v, authors: v.authors.map(({ key: _k, ...a }) => a) });
  return strip(values) !== strip(initial);
}
