import { useDocumentTitle } from '@tote/ui/document-title';
import { PlaneIcon } from '@tote/ui/icons';
import type { ReactNode } from 'react';
import { Logo } from './logo';

/** Centered card used by every sign-in, sign-up and recovery screen. */
export function AuthLayout({
  title,
  subtitle,
  traveler = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Marks the traveler variants of the screens (traveler sign-up, sign-in and email code). */
  traveler?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="px-4 py-5 sm:px-8">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-2 pb-16 sm:pt-10">
        <div className="w-full max-w-md rounded-card bg-surface p-6 shadow-sm ring-1 ring-grey-200 sm:p-8">
          {traveler && (
            <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-800">
              <PlaneIcon aria-hidden="true" className="size-3.5" />
              Traveler
            </p>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
