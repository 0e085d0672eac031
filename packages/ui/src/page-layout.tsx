import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './document-title';
import { ArrowLeftIcon } from './icons';

export interface ContentLayoutProps {
  /** The screen's h1, also the tab title. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links beside the title (e.g. "New request"). */
  actions?: ReactNode;
  /** A link back to the screen this one belongs to, above the title. */
  back?: { href: string; label: string };
  /** Suffix of the tab title; "Tote" unless told. */
  titleSuffix?: string;
  children: ReactNode;
}

/** A screen inside a role app's layout: its h1 (also the tab title) and its content in a card. */
export function ContentLayout({
  title,
  description,
  actions,
  back,
  titleSuffix,
  children,
}: ContentLayoutProps) {
  useDocumentTitle(title, titleSuffix);
  const heading = <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>;
  return (
    <div className="mx-auto w-full max-w-5xl">
      {back && (
        <Link
          to={back.href}
          className="focus-ring mb-2 inline-flex items-center print:hidden gap-1 rounded-control text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      {description || actions ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {heading}
            {description && <p className="mt-1 text-muted">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
        </div>
      ) : (
        heading
      )}
      <div className="mt-4 rounded-card bg-surface shadow-sm ring-1 ring-grey-200 wide:mt-6 print:shadow-none print:ring-0">
        {children}
      </div>
    </div>
  );
}
