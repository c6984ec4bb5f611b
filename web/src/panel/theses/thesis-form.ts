import type { UserDto } from '@conf/common';
import { EMPTY_PROFILE, profileOf, type ProfileValues } from '../shared/profile';

/** An author row of the form: every field of common authorSchema, as typed. */
export interface AuthorValues extends ProfileValues {
  /** A stable key for React while rows are added, removed and reordered. */
  key: string;
  isCorresponding: boolean;
}

export interface ThesisFormValues {
  title: string;
  topicId: string;
  keywords: string[];
  authors: AuthorValues[];
  termsAccepted: boolean;
}

let keySeed = 0;
export const newAuthorKey = () => `a${Date.now().toString(36)}${(keySeed++).toString(36)}`;

export function emptyAuthor(isCorresponding = false): AuthorValues {
  return { ...EMPTY_PROFILE, key: newAuthorKey(), isCorresponding };
}

export function authorFromUser(user: UserDto, isCorresponding: boolean): AuthorValues {
  return { key: newAuthorKey(), ...profileOf(user), isCorresponding };
}

/** The form's first state: the signed-in author as the first, corresponding author. */
export function initialThesisValues(user: UserDto | null | undefined): ThesisFormValues {
  return {
    title: '',
    topicId: '',
    keywords: [],
    authors: [user ? authorFromUser(user, true) : emptyAuthor(true)],
    termsAccepted: false,
  };
}

/** What thesisSchema parses: the row keys stay in the form. */
export function thesisInputOf(values: ThesisFormValues) {
  return {
    title: values.title,
    topicId: values.topicId,
    keywords: values.keywords,
    authors: values.authors.map(({ key: _key, ...author }) => author),
    termsAccepted: values.termsAccepted,
  };
}

/** Moves the item at `from` to `to`, answering a new array. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Errors keyed by field path shift with their rows: after removing or moving authors, the
 * messages under `authors.N.*` would otherwise sit under the wrong person. Simplest honest
 * answer: drop every author-row error when the rows change.
 */
export function withoutAuthorRowErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !/^authors\.\d+/.test(k)));
}
