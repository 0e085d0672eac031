import { Avatar } from '@tote/ui/avatar';
import { SearchIcon } from '@tote/ui/icons';
import { LoadError } from '@tote/ui/load-states';
import { Spinner } from '@tote/ui/spinner';
import { useDebouncedValue } from '@tote/ui/use-debounced-value';
import {
  ADMIN_SEARCH_COUNT_UP_TO,
  type AdminOrderSummary,
  type AdminSearchResult,
  type AdminUserSummary,
} from '@tote/validation/admin';
import { countryName } from '@tote/validation/countries';
import { orderStatusLabels } from '@tote/validation/orders';
import type { Trip } from '@tote/validation/trips';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { airportTime, orderRoute, tripRoute } from '../../../lib/format';
import { useAdminSearch } from '../api/search';

const SEARCH_DELAY_MS = 300;

/**
 * The /admin search box (docs/product/admin.md, Home): orders by delivery id, item or sender, trips by booking
 * id or traveler, and people by name or email, searched on the server as staff type. Each result opens its
 * screen.
 */
export function AdminSearch() {
  const inputId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useAdminSearch(q);

  let results: React.ReactNode = null;
  if (q) {
    if (search.isPending) results = <Spinner label="Searching" />;
    else if (search.isError)
      results = (
        <LoadError error={search.error} onRetry={() => search.refetch()} retrying={search.isFetching} />
      );
    else results = <SearchResults q={q} result={search.data} busy={search.isPlaceholderData} />;
  }

  return (
    <div className="flex flex-col gap-3">
      <search aria-label="Orders and users">
        <label htmlFor={inputId} className="sr-only">
          Search orders and users
        </label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            placeholder="Search by delivery ID, item, sender, booking ID, name or email"
            className="min-h-11 w-full rounded-control border border-line bg-surface py-2 pr-3 pl-9 text-ink placeholder:text-muted focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
        </div>
      </search>
      {results}
    </div>
  );
}

function SearchResults({ q, result, busy }: { q: string; result: AdminSearchResult; busy: boolean }) {
  const nothing = result.orderTotal + result.tripTotal + result.userTotal === 0;
  return (
    <section
      aria-label="Search results"
      aria-busy={busy || undefined}
      className="rounded-card border border-line bg-surface p-3"
    >
      {nothing ? (
        <p className="text-muted" role="status">
          Nothing matches “{q}”.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          <ResultGroup title="Orders" shown={result.orders.length} total={result.orderTotal}>
            {result.orders.map((order) => (
              <OrderResult key={order.id} order={order} />
            ))}
          </ResultGroup>
          <ResultGroup title="Trips" shown={result.trips.length} total={result.tripTotal}>
            {result.trips.map((trip) => (
              <TripResult key={trip.id} trip={trip} />
            ))}
          </ResultGroup>
          <ResultGroup title="Users" shown={result.users.length} total={result.userTotal}>
            {result.users.map((user) => (
              <UserResult key={user.id} user={user} />
            ))}
          </ResultGroup>
        </div>
      )}
    </section>
  );
}

function ResultGroup({
  title,
  shown,
  total,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <div className="min-w-0">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {title}{' '}
        <span className="font-normal text-muted">
          ({total >= ADMIN_SEARCH_COUNT_UP_TO ? `${ADMIN_SEARCH_COUNT_UP_TO}+` : total})
        </span>
      </h3>
      {total === 0 ? (
        <p className="mt-1 text-sm text-muted">None</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-1 flex flex-col gap-1">
          {children}
        </ul>
      )}
      {total > shown && <p className="mt-1 text-xs text-muted">The first {shown}; type more to narrow it.</p>}
    </div>
  );
}

const resultLink = 'block rounded-control px-2 py-1.5 hover:bg-brand-50 focus-visible:outline-2';

function OrderResult({ order }: { order: AdminOrderSummary }) {
  return (
    <li>
      <Link to={paths.senderDelivery.getHref(order.deliveryId)} className={resultLink}>
        <span className="block font-medium break-words text-ink">{order.itemNames.join(', ')}</span>
        <span className="block font-mono text-xs text-brand-700">{order.deliveryId}</span>
        <span className="block text-xs break-words text-muted">
          {order.senderName} · {orderRoute(order)} · {orderStatusLabels[order.status]}
        </span>
      </Link>
    </li>
  );
}

function TripResult({ trip }: { trip: Trip }) {
  return (
    <li>
      <Link to={paths.travelerDelivery.getHref(trip.id)} className={resultLink}>
        <span className="block font-medium break-words text-ink">{tripRoute(trip)}</span>
        <span className="block font-mono text-xs text-brand-700">{trip.bookingId}</span>
        <span className="block text-xs break-words text-muted">
          {trip.travelerName} · {airportTime(trip.departureAt, trip.departureTimeZone)}
        </span>
      </Link>
    </li>
  );
}

function UserResult({ user }: { user: AdminUserSummary }) {
  const roles = [user.isSender && 'Sender', user.isTraveler && 'Traveler'].filter(Boolean).join(' and ');
  return (
    <li>
      <Link to={`${paths.profile.getHref()}?id=${encodeURIComponent(user.id)}`} className={resultLink}>
        <span className="flex items-center gap-2">
          <Avatar name={user.fullName} src={user.avatarUrl ?? undefined} size="sm" decorative />
          <span className="min-w-0">
            <span className="block font-medium break-words text-ink">{user.fullName}</span>
            <span className="block text-xs break-words text-muted">
              {roles} · {[user.state, countryName(user.country)].filter(Boolean).join(', ')}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
