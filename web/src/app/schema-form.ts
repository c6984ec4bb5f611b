import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { firstFieldErrors } from '@conf/common';
import { fieldErrors } from './error-message';
import { showError } from './toast';

/**
 * Field errors of a failed zod parse: the first issue per field (dotted path), as the schema's
 * message, which is a catalogue key. The form translates it when showing it.
 */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  return firstFieldErrors(error.issues);
}

/** Errors without those of `fields` and of anything under them (`authors` takes `authors.0.name`). */
function without(errors: Record<string, string>, fields: readonly string[]) {
  const gone = (key: string) => fields.some((f) => key === f || key.startsWith(`${f}.`));
  if (!Object.keys(errors).some(gone)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !gone(key)));
}

export interface SchemaFormOptions<V> {
  /** What the schema parses, when the typed values are not that already (row keys, drafts). */
  input?: (values: V) => object;
}

/**
 * State of a form validated with a common zod schema (the same one the API parses with): the
 * values, the message under each field (a catalogue key from the schema, or the API's text), and
 * the API's refusal mapped onto the same fields. Values are never reset on error: whatever was
 * typed stays.
 */
export function useSchemaForm<S extends z.ZodType, V extends object>(
  schema: S,
  initial: V | (() => V),
  options: SchemaFormOptions<V> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { input } = options;

  /** Clears the messages of some fields (and of what lies under them). */
  const clear = useCallback((...fields: string[]) => setErrors((e) => without(e, fields)), []);

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The message under a field goes as soon as the author changes that field.
    setErrors((e) => without(e, [field]));
  }, []);

  /** Parses the values (plus `extra` ones not typed in) with `with`; on failure shows the errors. */
  const check = useCallback(
    <T extends z.ZodType>(with_: T, extra: Record<string, unknown> = {}): z.output<T> | null => {
      const result = with_.safeParse({ ...(input ? input(values) : values), ...extra });
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(zodFieldErrors(result.error));
      return null;
    },
    [values, input],
  );

  /** Parses the values with the form's schema; null (and the messages shown) when they fail. */
  const validate = useCallback(
    (extra: Record<string, unknown> = {}): z.output<S> | null => check(schema, extra),
    [check, schema],
  );

  /**
   * An API refusal: its field errors under the fields (plus `extra` ones the screen derives,
   * e.g. from the status), and its message as the error toast.
   */
  const refuse = useCallback((error: unknown, extra: Record<string, string> = {}) => {
    setErrors({ ...fieldErrors(error), ...extra });
    showError(error);
  }, []);

  /**
   * Validates (with `extra` values not typed in), then sends the parsed values with `send`: its
   * reply once sent, null when the values fail the schema or the API refuses them (shown as
   * `refuse` shows them, plus the field errors `alsoOn` derives from the refusal).
   */
  const submit = useCallback(
    async <R>(
      send: (body: z.output<S>) => Promise<R>,
      {
        extra,
        alsoOn,
      }: {
        extra?: Record<string, unknown>;
        alsoOn?: (error: unknown) => Record<string, string>;
      } = {},
    ): Promise<{ reply: R } | null> => {
      const body = validate(extra);
      if (!body) return null;
      try {
        return { reply: await send(body) };
      } catch (error) {
        refuse(error, alsoOn?.(error));
        return null;
      }
    },
    [validate, refuse],
  );

  return { values, errors, set, setValues, setErrors, clear, check, validate, refuse, submit };
}
