import type { ReactNode } from 'react';
import { cx } from './class-names';

/** Ids of a field's parts, so label, hint and error are linked the same way in every field. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className="block text-sm font-medium text-ink">
      {children}
      {/* As on the traveler sign-up (docs/product/accounts.md): a required field shows a red asterisk after
          the label. The input itself carries aria-required, so the asterisk is hidden from screen readers. */}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger-600">
          *
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  // role="alert" so the message is read out as soon as it appears (docs/product/messages.md).
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger-600">
      {children}
    </p>
  );
}

export function controlClasses(invalid: boolean): string {
  return cx(
    'focus-ring block w-full min-w-0 rounded-control border bg-surface px-3 text-base text-ink',
    'placeholder:text-grey-500 disabled:cursor-not-allowed disabled:bg-grey-100 disabled:text-grey-500',
    invalid ? 'border-danger-600' : 'border-line hover:border-grey-400',
  );
}
