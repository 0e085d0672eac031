import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

/** A screen inside the app layout: its h1 (also the tab title) and its content in a card. */
export function ContentLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <div className="mt-4 rounded-card bg-surface shadow-sm ring-1 ring-grey-200 wide:mt-6">{children}</div>
    </div>
  );
}
