import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { firstFieldErrors } from '@conf/common';

/**
 * Field errors of a failed zod parse: the first issue per field (dotted path), as the schema's
 * message, which is a catalogue key. The form translates it when showing it.
 */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  return firstFieldErrors(error.issues);
}

/**
 * State of a form validated with a common zod schema (the same one the API parses with).
 * Values are never reset on error: whatever was typed stays.
 */
export function useSchemaForm<S extends z.ZodType, K extends string>(
  schema: S,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback((field: K, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The message under a field goes as soon as the author changes that field.
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  }, []);

  /** Parses the values (plus `extra` ones not typed in); on failure shows the errors, answers null. */
  const validate = useCallback(
    (extra: Record<string, unknown> = {}): z.output<S> | null => {
      const result = schema.safeParse({ ...values, ...extra });
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(zodFieldErrors(result.error));
      return null;
    },
    [schema, values],
  );

  return { values, errors, set, setValues, setErrors, validate };
}
