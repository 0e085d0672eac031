import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import type { z } from 'zod';

type FieldName<V> = Extract<keyof V, string>;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;

interface Options<V extends Record<string, unknown>, Out> {
  /** The same schema the API route parses (packages/validation): its messages are the ones shown. */
  schema: z.ZodType<Out, V>;
  initialValues: V;
  /**
   * Fields checked on every change once typed in (spec §5: the login email "checked on every change",
   * the sign-up password "while typing"). Other fields show their message after leaving them or submitting.
   */
  liveFields?: readonly FieldName<V>[];
}

/**
 * Form state checked by a zod schema. Messages are derived from the values on each render (no effect), shown
 * for a field once the person has typed in it and left it (or at once for live fields), and for every field
 * after a submit. Errors sent by the server for a field stay until that field changes.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>({
  schema,
  initialValues,
  liveFields = [],
}: Options<V, Out>) {
  const [values, setValues] = useState(initialValues);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= issue.message;
    }
    return errors as FieldErrors<V>;
  }, [parsed]);

  const shows = (name: FieldName<V>) =>
    submitted || (changed.has(name) && (liveFields.includes(name) || left.has(name)));

  function errorOf(name: FieldName<V>): string | undefined {
    return serverErrors[name] ?? (shows(name) ? clientErrors[name] : undefined);
  }

  function setValue<K extends FieldName<V>>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged((current) => (current.has(name) ? current : new Set(current).add(name)));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  /** Props for a TextField / PasswordField bound to a string field. */
  function textField(name: FieldName<V>) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.value as V[typeof name]),
      onBlur: () => setLeft((current) => (current.has(name) ? current : new Set(current).add(name))),
      error: errorOf(name),
    };
  }

  /** Wraps a submit handler: validates, reveals every message and focuses the first wrong field. */
  function handleSubmit(onValid: (data: Out) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (parsed.success) {
        onValid(parsed.data);
        return;
      }
      const first = Object.keys(clientErrors)[0];
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };
  }

  return { values, setValue, textField, errorOf, handleSubmit, setServerErrors };
}
