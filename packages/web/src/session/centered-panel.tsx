import { AlertIcon } from '@tote/ui/icons';
import type { ReactNode } from 'react';

/** A full-page card for the guard's answers (the sender-role offer uses it too). */
export function CenteredPanel({
  title,
  icon = <AlertIcon aria-hidden="true" className="mb-3 size-8 text-danger-600" />,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas p-4">
      <div className="w-full max-w-md rounded-card bg-surface p-6 shadow-sm ring-1 ring-grey-200 sm:p-8">
        {icon}
        <h1 className="text-xl font-bold text-ink">{title}</h1>
        <div className="mt-2">{children}</div>
      </div>
    </main>
  );
}
