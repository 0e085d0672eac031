import { Checkbox } from '@tote/ui/checkbox';
import { ProhibitedItemsList } from '@tote/ui/prohibited-items-list';
import { appHref } from '@tote/ui/sites';
import { PROHIBITED_ITEMS, prohibitedItemsNoteFor } from '@tote/validation/contents';
import { countryName } from '@tote/validation/countries';
import { PROHIBITED_ITEMS_PATH } from '@tote/validation/site-names';
import { useId } from 'react';

export interface DeclaredContentsSectionProps {
  /** The form's category and item names, as typed: what the sender declares. */
  category: string;
  itemNames: readonly string[];
  /** The form's price, as typed: the items' declared value. */
  priceUsd: string;
  /** The destination (ISO 3166-1), once chosen: its customs note. */
  deliveryCountry: string;
  attested: boolean;
  onAttestedChange: (attested: boolean) => void;
  error?: string;
}

/**
 * Declared contents on Request Delivery (docs/product/sender.md; docs/decisions/020-declared-contents.md): what
 * the sender declares (the items and their value, from the fields above), the prohibited items list in a panel,
 * and the required attestation that none of the items is on it.
 */
export function DeclaredContentsSection({
  category,
  itemNames,
  priceUsd,
  deliveryCountry,
  attested,
  onAttestedChange,
  error,
}: DeclaredContentsSectionProps) {
  const errorId = useId();
  const named = itemNames.map((name) => name.trim()).filter(Boolean);
  const value = priceUsd.trim();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-base font-semibold text-ink">Declared contents</legend>
      <p className="text-sm text-grey-700">
        Your traveler carries these items through customs and sees this declaration before pick-up. They may
        refuse items that are not what you declared.
      </p>
      <dl className="grid grid-cols-1 gap-x-4 rounded-control bg-grey-50 p-3 text-sm min-[480px]:grid-cols-[auto_1fr] min-[480px]:gap-y-1">
        <dt className="text-muted">Items</dt>
        <dd className="min-w-0 break-words text-ink">
          {category.trim() || named.length
            ? [category.trim(), named.join(', ')].filter(Boolean).join(': ')
            : '—'}
        </dd>
        <dt className="mt-2 text-muted min-[480px]:mt-0">Declared value</dt>
        <dd className="text-ink">{value ? `$${value}` : '—'} (the Price above)</dd>
      </dl>
      <details className="rounded-control border border-line p-3 text-sm">
        <summary className="focus-ring cursor-pointer rounded-sm font-semibold text-brand-700">
          Prohibited items
        </summary>
        <ProhibitedItemsList items={PROHIBITED_ITEMS} className="mt-3" />
        {deliveryCountry && (
          <p className="mt-3 text-grey-700">
            <span className="font-semibold text-ink">{countryName(deliveryCountry)}: </span>
            {prohibitedItemsNoteFor(deliveryCountry)}
          </p>
        )}
        <p className="mt-3">
          <a
            href={appHref('shell', PROHIBITED_ITEMS_PATH)}
            target="_blank"
            rel="noreferrer"
            className="focus-ring rounded-sm font-semibold text-brand-700 hover:underline"
          >
            The full list, with notes per country (opens in a new tab)
          </a>
        </p>
      </details>
      <Checkbox
        name="contentsAttested"
        label={
          <>
            None of these items is on the prohibited items list <span className="text-danger-600">*</span>
          </>
        }
        checked={attested}
        onChange={onAttestedChange}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
