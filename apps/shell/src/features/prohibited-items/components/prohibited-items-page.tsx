import { ProhibitedItemsList } from '@tote/ui/prohibited-items-list';
import {
  PROHIBITED_ITEMS,
  PROHIBITED_ITEMS_BY_COUNTRY,
  PROHIBITED_ITEMS_VERSION,
} from '@tote/validation/contents';
import { countryName } from '@tote/validation/countries';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const byCountry = Object.entries(PROHIBITED_ITEMS_BY_COUNTRY)
  .map(([code, note]) => ({ code, name: countryName(code), note }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * The prohibited items list (docs/decisions/020-declared-contents.md), the one in @tote/validation/contents that
 * senders attest against on Request Delivery, with the notes for the destinations Tote serves.
 */
export function ProhibitedItemsPage() {
  useDocumentTitle('Prohibited items');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link
          to={paths.info.resources.getHref()}
          className="focus-ring rounded text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Resources &amp; Policies
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">Prohibited items</span>
      </nav>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Prohibited items</h1>
      <p className="mt-4 text-lg text-muted">
        A traveler carries your items in their own luggage and through customs. None of the items below may be
        sent with Tote, whatever the route. When you request a delivery you confirm that none of your items is
        on this list; your traveler sees what you declared and may refuse items at pick-up.
      </p>
      <section aria-labelledby="everywhere" className="mt-10">
        <h2 id="everywhere" className="text-xl font-semibold text-ink">
          Never allowed
        </h2>
        <ProhibitedItemsList items={PROHIBITED_ITEMS} className="mt-4" />
      </section>
      <section aria-labelledby="by-country" className="mt-10">
        <h2 id="by-country" className="text-xl font-semibold text-ink">
          By destination
        </h2>
        <p className="mt-2 text-grey-700">
          Countries add their own rules, and they change. These notes are guidance, not legal advice: check
          the destination’s customs rules before you send.
        </p>
        <dl className="mt-4 flex flex-col gap-3">
          {byCountry.map((country) => (
            <div key={country.code}>
              <dt className="font-semibold text-ink">{country.name}</dt>
              <dd className="text-sm text-grey-700">{country.note}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="mt-10 text-sm text-muted">List version {PROHIBITED_ITEMS_VERSION}.</p>
    </article>
  );
}
