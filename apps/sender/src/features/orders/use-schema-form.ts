import { ApiError } from '@tote/api-client/client';
import { type FormEvent, useMemo, useState } from 'react';
import type { z } from 'zod';

/** A field's key is its path in the values: "category", or "itemNames.1" for one entry of a list. */
export type FieldErrors = Record<string, string>;

interface Options<V extends Record<string, unknown>, Out> {
  /** The schema the API route parses too (packages/validation): its messages are the ones shown. */
  schema: z.ZodType<Out>;
  initialValues: V;
}

/**
 * Form state checked by a zod schema, for forms with list fields (item names). Messages are derived from the
 * values on each render (no effect): a field shows its first message once it was edited and left, and every
 * field does after a submit. Messages sent by the server stay until the field changes.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>({
  schema,
  initialValues,
}: Options<V, Out>) {
  const [values, setValues] = useState(initialValues);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => {
    const errors: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  }, [parsed]);

  function errorOf(key: string): string | undefined {
    const shows = submitted || (changed.has(key) && left.has(key));
    return serverErrors[key] ?? (shows ? clientErrors[key] : undefined);
  }

  /** Sets a field; `key` names the edited entry of a list field ("itemNames.1"). */
  function setValue<K extends Extract<keyof V, string>>(name: K, value: V[K], key: string = name) {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged((current) => (current.has(key) ? current : new Set(current).add(key)));
    setServerErrors((current) => {
      const stale = Object.keys(current).filter((key) => key === name || key.startsWith(`${name}.`));
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const key of stale) delete next[key];
      return next;
    });
  }

  /** Call from a field's onBlur: once it was also edited, its message shows. */
  function markLeft(key: string) {
    setLeft((current) => (current.has(key) ? current : new Set(current).add(key)));
  }

  function reset() {
    setValues(initialValues);
    setChanged(new Set());
    setLeft(new Set());
    setSubmitted(false);
    setServerErrors({});
  }

  /**
   * Wraps a submit handler: reveals every message, focuses the first wrong field (found by its `name`, which is
   * its key) and calls `onValid` when the schema and `extraValid` both pass.
   */
  function handleSubmit(onValid: (data: Out) => void, extraValid = true) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (parsed.success && extraValid) {
        onValid(parsed.data);
        return;
      }
      const first = Object.keys(clientErrors)[0];
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /**
   * Puts the server's field messages on the fields this form has and returns the message for the whole form
   * (a failure that belongs to no field), if any.
   */
  function applyServerError(error: unknown, isField: (key: string) => boolean): string | undefined {
    if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
    const fieldErrors: FieldErrors = {};
    for (const [key, message] of Object.entries(error.fields)) if (isField(key)) fieldErrors[key] = message;
    setServerErrors(fieldErrors);
    return Object.keys(fieldErrors).length > 0 ? undefined : error.message;
  }

  return { values, setValue, errorOf, markLeft, reset, submitted, handleSubmit, applyServerError };
}
