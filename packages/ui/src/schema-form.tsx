import { type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { AlertIcon } from './icons';

/** What the form needs of a zod schema (kept structural, so this package does not depend on zod itself). */
export interface FormSchema {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/**
 * What the form reads of a refused request: the API client's ApiError has this shape (code, message, the
 * server's per-field messages). Structural, so the kit stays presentational and does not import the client.
 */
export interface ServerError {
  code: string;
  message: string;
  fields: Record<string, string>;
}

function isServerError(error: unknown): error is ServerError {
  return (
    error instanceof Error &&
    typeof (error as Partial<ServerError>).code === 'string' &&
    typeof (error as Partial<ServerError>).fields === 'object' &&
    (error as Partial<ServerError>).fields !== null
  );
}

/** What a schema's successful parse gives (zod: its output type). */
export type ParsedBy<S extends FormSchema> =
  Extract<ReturnType<S['safeParse']>, { success: true }> extends { data: infer Data } ? Data : never;

/** A field's key is its path in the values: "fullname", or "itemNames.1" for one entry of a list. */
export type FieldErrors = Record<string, string>;

// A field's message must not appear in the middle of a click. Pressing a button below a field (Submit, Cancel,
// a link) blurs the field on pointerdown; a message shown then pushes the button down, the pointerup lands
// beside it and the browser fires no click, so the first press does nothing. A field left during a press, or
// for a control one presses (Chromium and Firefox focus a button on mousedown, and on a tap), shows its message
// once the press is over. Safari does not focus buttons on click (no relatedTarget), hence the pointer check.
// Leaving by Tab shows it at once: no click is under way.
let pointerIsDown = false;
let tabIsDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pointerIsDown = true;
      tabIsDown = false;
    },
    true,
  );
  for (const type of ['pointerup', 'pointercancel'])
    document.addEventListener(type, () => (pointerIsDown = false), true);
  document.addEventListener('keydown', (event) => (tabIsDown ||= event.key === 'Tab'), true);
  document.addEventListener('keyup', (event) => (tabIsDown &&= event.key !== 'Tab'), true);
}

const PRESSED_CONTROLS =
  'button, a[href], summary, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="reset"], input[type="checkbox"], input[type="radio"]';

function leftByPress(event: FocusEvent<Element> | undefined): boolean {
  if (pointerIsDown) return true;
  const next = event?.relatedTarget;
  return !tabIsDown && next instanceof Element && next.matches(PRESSED_CONTROLS);
}

/**
 * Runs `callback` once the press under way is over: a task after its click (the click's target is settled once
 * it is dispatched), or a task after a release that makes no click.
 *
 * Not inside the click's dispatch: a state change there re-renders before the click reaches its target (React
 * flushes it in the microtask after this listener), and a controlled checkbox being clicked is set back to its
 * old value before its own change handler reads it, so the click would not tick it.
 */
function afterPress(callback: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = (event?: Event) => {
    clearTimeout(timer);
    window.removeEventListener('click', finish, true);
    window.removeEventListener('keyup', finish, true);
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    if (event?.type === 'click') setTimeout(callback, 0);
    else callback();
  };
  // The click, if any, follows pointerup in the same task.
  const release = () => {
    timer ??= setTimeout(() => finish(), 0);
  };
  window.addEventListener('click', finish, true);
  window.addEventListener('keyup', finish, true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

export interface SchemaFormOptions<V extends Record<string, unknown>, S extends FormSchema> {
  /** The schema the API route parses too (packages/validation): its messages are the ones shown. */
  schema: S;
  initialValues: V;
  /** Fields whose message shows while typing, not only after leaving them (e.g. a password's rules). */
  liveFields?: readonly string[];
}

/**
 * Form state checked by a zod schema. Messages are derived from the values on each render (no effect): a field
 * shows its first message once it was edited and left (at once for live fields), and every field does after a
 * submit. Messages sent by the server stay until the field changes. A field left by pressing a button shows its
 * message after the press, so the button does not move under the pointer (see leftByPress).
 */
export function useSchemaForm<V extends Record<string, unknown>, S extends FormSchema>({
  schema,
  initialValues,
  liveFields = [],
}: SchemaFormOptions<V, S>) {
  const [values, setValues] = useState(initialValues);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => {
    const errors: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? [])
      errors[issue.path.map(String).join('.')] ??= issue.message;
    return errors;
  }, [parsed]);

  function errorOf(key: string): string | undefined {
    const shows = submitted || (changed.has(key) && (left.has(key) || liveFields.includes(key)));
    return serverErrors[key] ?? (shows ? clientErrors[key] : undefined);
  }

  /** Sets a field; `key` names the edited entry of a list field ("itemNames.1"). */
  function setValue<K extends Extract<keyof V, string>>(name: K, value: V[K], key: string = name) {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged((current) => (current.has(key) ? current : new Set(current).add(key)));
    setServerErrors((current) => {
      const stale = Object.keys(current).filter((field) => field === name || field.startsWith(`${name}.`));
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const field of stale) delete next[field];
      return next;
    });
  }

  /**
   * Call from a field's onBlur, with its event: once it was also edited, its message shows (after the press
   * that moved the focus, if one did: see leftByPress).
   */
  function markLeft(key: string, event?: FocusEvent<Element>) {
    const leave = () => setLeft((current) => (current.has(key) ? current : new Set(current).add(key)));
    if (leftByPress(event)) afterPress(leave);
    else leave();
  }

  /** Props for a TextField or PasswordField bound to a string field. */
  function textField<K extends Extract<keyof V, string>>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[K]),
      onBlur: (event: FocusEvent<Element>) => markLeft(name, event),
      error: errorOf(name),
    };
  }

  function reset(next: V = initialValues) {
    setValues(next);
    setChanged(new Set());
    setLeft(new Set());
    setSubmitted(false);
    setServerErrors({});
  }

  /**
   * Wraps a submit handler: reveals every message, focuses the first wrong field (found by its `name`, which is
   * its key) and calls `onValid` when the schema and `extraValid` both pass.
   */
  function handleSubmit(onValid: (data: ParsedBy<S>) => void, extraValid = true) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (parsed.success && extraValid) {
        onValid(parsed.data as ParsedBy<S>);
        return;
      }
      const first = Object.keys(clientErrors)[0];
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /**
   * Puts the server's field messages on the fields this form has and returns the message for the whole form
   * (a failure that belongs to no field), if any. `fieldOfCode` places a coded failure that arrives without
   * naming a field (e.g. `{ wrong_password: 'password' }`): its message goes on that field.
   */
  function applyServerError(
    error: unknown,
    isField: (key: string) => boolean,
    fieldOfCode: Readonly<Record<string, string>> = {},
  ): string | undefined {
    if (!isServerError(error)) return 'Something went wrong. Please try again.';
    const fieldErrors: FieldErrors = {};
    for (const [key, message] of Object.entries(error.fields)) if (isField(key)) fieldErrors[key] = message;
    const codeField = Object.hasOwn(fieldOfCode, error.code) ? fieldOfCode[error.code] : undefined;
    if (codeField && !fieldErrors[codeField]) fieldErrors[codeField] = error.message;
    setServerErrors(fieldErrors);
    return Object.keys(fieldErrors).length > 0 ? undefined : error.message;
  }

  return {
    values,
    setValue,
    textField,
    errorOf,
    markLeft,
    reset,
    submitted,
    handleSubmit,
    applyServerError,
  };
}

/** A message for the whole form (not one field), read out as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-control border border-danger-200 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
    >
      <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
