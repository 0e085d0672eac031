import { attestationText } from '@tote/validation/contents';
import { type ContentsDeclaration, formatMoney } from '@tote/validation/orders';
import type { ReactNode } from 'react';

export interface DeclaredContentsProps {
  /** The heading's id (unique on the page): the section is labelled by it. */
  headingId: string;
  /** The order's declaration (its `contents`); the declared value is the order's price. */
  contents: ContentsDeclaration;
  /** The app's own date and time format (its locale and time zone), for when the sender attested. */
  formatDateTime: (iso: string) => string;
  /** Extra rows (a refusal's or a cancellation's reason) and actions below. */
  children?: ReactNode;
}

/**
 * The sender's declaration (docs/decisions/020-declared-contents.md): what the items are, their declared value
 * and the attestation that none is on the prohibited items list. The traveler sees it before pick-up; staff on
 * the order's detail.
 */
export function DeclaredContents({ headingId, contents, formatDateTime, children }: DeclaredContentsProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Declared contents
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 text-sm min-[480px]:grid-cols-[auto_1fr] min-[480px]:gap-y-1">
        <dt className="mt-2 text-muted first:mt-0 min-[480px]:mt-0">Category</dt>
        <dd className="min-w-0 break-words text-ink">{contents.category}</dd>
        <dt className="mt-2 text-muted first:mt-0 min-[480px]:mt-0">Items</dt>
        <dd className="min-w-0 break-words text-ink">{contents.itemNames.join(', ')}</dd>
        <dt className="mt-2 text-muted first:mt-0 min-[480px]:mt-0">Declared value</dt>
        <dd className="text-ink">{formatMoney(contents.declaredValue)}</dd>
        <dt className="mt-2 text-muted first:mt-0 min-[480px]:mt-0">Attestation</dt>
        <dd className="min-w-0 break-words text-ink">{attestationText(contents, formatDateTime)}</dd>
      </dl>
      {children}
    </section>
  );
}
