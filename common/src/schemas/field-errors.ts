/** The part of a zod issue the mapping reads (zod's own issue types satisfy it). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The field an issue belongs to, as a dotted path (`authors.0.email`); `_` for the whole input. */
export const issueField = (issue: Issue): string => issue.path.map(String).join('.') || '_';

/**
 * Field errors of a failed parse, in the API's error shape: `{ field: [message, …] }`, every
 * message a catalogue key. The API answers it; the forms show the first message of each field.
 */
export function fieldErrors(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issueField(issue)] ??= []).push(issue.message);
  return errors;
}

/** The first message of each field, which is what a form shows under it. */
export function firstFieldErrors(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issueField(issue)] ??= issue.message;
  return out;
}
