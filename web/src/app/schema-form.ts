import { useCallback, useRef, useState } from 'react';
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

/**
 * A schema fetched when the form is first used (a keystroke, or the submit): a page whose only
 * form is small (sign-in) then loads no zod on arrival. Only `submit` validates such a form.
 */
export interface LazySchema<S extends z.ZodType> {
  lazy: () => Promise<S>;
}

export const lazySchema = <S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> => ({
  lazy: load,
});

const isLazy = <S extends z.ZodType>(schema: S | LazySchema<S>): schema is LazySchema<S> =>
  typeof (schema as Partial<LazySchema<S>>).lazy === 'function';

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
  given: S | LazySchema<S>,
  initial: V | (() => V),
  options: SchemaFormOptions<V> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { input } = options;
  const loading = useRef<Promise<S> | null>(null);
  const [loaded, setLoaded] = useState<S | null>(null);
  const schema = isLazy(given) ? loaded : given;
  /** The schema, fetched once when lazy. */
  const ensureSchema = useCallback((): Promise<S> => {
    if (!isLazy(given)) return Promise.resolve(given);
    loading.current ??= given.lazy().then(
      (s) => {
        setLoaded(() => s);
        return s;
      },
      (error: unknown) => {
        loading.current = null; // the next keystroke or submit tries again
        throw error;
      },
    );
    return loading.current;
  }, [given]);

  /** Clears the messages of some fields (and of what lies under them). */
  const clear = useCallback((...fields: string[]) => setErrors((e) => without(e, fields)), []);

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      // The first keystroke fetches a lazy schema, so the submit finds it there.
      void ensureSchema().catch(() => undefined);
      // The message under a field goes as soon as the author changes that field.
      setErrors((e) => without(e, [field]));
    },
    [ensureSchema],
  );

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
    (extra: Record<string, unknown> = {}): z.output<S> | null => {
      if (!schema) throw new Error('validate() of a lazy schema form before it loaded: use submit');
      return check(schema, extra);
    },
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
      let body: z.output<S> | null;
      try {
        body = check(await ensureSchema(), extra);
      } catch (error) {
        // The schema's chunk did not arrive (offline, a new deployment): said like any failure.
        showError(error);
        return null;
      }
      if (!body) return null;
      try {
        return { reply: await send(body) };
      } catch (error) {
        refuse(error, alsoOn?.(error));
        return null;
      }
    },
    [check, ensureSchema, refuse],
  );

  return { values, errors, set, setValues, setErrors, clear, check, validate, refuse, submit };
}
