import type { ReactNode } from 'react';

/** A definition list's term and the list itself, as the user detail screen's sections lay them out. */
export const termClasses = 'text-xs text-muted sm:text-sm';
export const detailsClasses = 'grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2';

/** A titled part of the user detail screen, below the profile. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
