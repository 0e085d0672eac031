import { AlertIcon } from '@tote/ui/icons';
import type { ReactNode } from 'react';

/** A message for the whole form or screen (not one field), read out as soon as it appears. */
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
