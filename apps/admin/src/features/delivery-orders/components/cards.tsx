import { buttonClasses } from '@tote/ui/button';
import { LocationIcon, PlaneIcon, SwitchIcon } from '@tote/ui/icons';
import type { OrderSummary } from '@tote/validation/orders';
import type { Trip } from '@tote/validation/trips';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { airportTime, kg, orderRoute, tripRoute } from '../format';

const cardClasses =
  'relative flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 has-[a[data-card-link]:hover]:border-brand-300';
const termClasses = 'mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm';
const detailsClasses = 'grid gap-x-3 text-sm min-[480px]:grid-cols-[auto_1fr] min-[480px]:gap-y-1';

/**
 * The card opens its detail screen (the whole card is the link's target area); Match sits above that area, so
 * it goes to the match screen without also opening the card.
 */
function CardActions({
  open,
  match,
}: {
  open?: { href: string; label: string };
  match?: { href: string; label: string };
}) {
  if (!open && !match) return null;
  return (
    <div className="mt-auto flex items-center justify-end gap-2">
      {open && (
        <Link
          to={open.href}
          data-card-link=""
          aria-label={open.label}
          className="focus-ring rounded-control text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card hover:underline"
        >
          View
        </Link>
      )}
      {match && (
        <Link
          to={match.href}
          aria-label={match.label}
          className={`${buttonClasses({ size: 'sm' })} relative z-10`}
        >
          <SwitchIcon aria-hidden="true" className="size-4" />
          Match
        </Link>
      )}
    </div>
  );
}

type OrderCardFields = Pick<
  OrderSummary,
  'deliveryId' | 'category' | 'itemNames' | 'pickupCountry' | 'deliveryAddress' | 'deliveryCountry'
> & { senderName?: string };

/**
 * docs/product/admin.md, /admin-l sender card: items, category, route, Delivery ID; opens /dev-d, Match goes
 * to /sender-m.
 */
export function OrderCard({
  order,
  linked = true,
  matchable = true,
  children,
}: {
  order: OrderCardFields;
  /** Open /dev-d from the card (off on /dev-d itself). */
  linked?: boolean;
  /** Show Match (only orders waiting for a traveler can be matched). */
  matchable?: boolean;
  children?: ReactNode;
}) {
  const headingId = `order-${order.deliveryId}`;
  return (
    <article aria-labelledby={headingId} className={cardClasses}>
      <div>
        <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {order.category}
        </p>
        <h2 id={headingId} className="mt-1 font-semibold break-words text-ink">
          {order.itemNames.join(', ')}
        </h2>
      </div>
      <dl className={detailsClasses}>
        {order.senderName && (
          <>
            <dt className={termClasses}>Sender</dt>
            <dd className="min-w-0 break-words text-ink">{order.senderName}</dd>
          </>
        )}
        <dt className={termClasses}>Route</dt>
        <dd className="flex min-w-0 items-start gap-1 break-words text-ink">
          <LocationIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {orderRoute(order)}
        </dd>
        <dt className={termClasses}>Delivery ID</dt>
        <dd className="font-mono text-ink">{order.deliveryId}</dd>
        {children}
      </dl>
      <CardActions
        open={
          linked
            ? {
                href: paths.senderDelivery.getHref(order.deliveryId),
                label: `View order ${order.deliveryId}`,
              }
            : undefined
        }
        match={
          matchable
            ? { href: paths.senderMatch.getHref(order.deliveryId), label: `Match order ${order.deliveryId}` }
            : undefined
        }
      />
    </article>
  );
}

type TripCardFields = Pick<
  Trip,
  | 'id'
  | 'bookingId'
  | 'airline'
  | 'flightNumber'
  | 'departureCity'
  | 'departureCountry'
  | 'departureAt'
  | 'departureTimeZone'
  | 'arrivalCity'
  | 'arrivalCountry'
  | 'remainingKg'
  | 'travelerName'
>;

/** docs/product/admin.md, /admin-l traveler card: weight left, airline, route, date and time, booking ID. */
export function TripCard({
  trip,
  linked = true,
  matchable = true,
  children,
}: {
  trip: TripCardFields;
  linked?: boolean;
  matchable?: boolean;
  children?: ReactNode;
}) {
  const headingId = `trip-${trip.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClasses}>
      <div>
        <p className="flex items-center gap-1 truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <PlaneIcon aria-hidden="true" className="size-4 shrink-0" />
          {kg(trip.remainingKg)} left
        </p>
        <h2 id={headingId} className="mt-1 font-semibold break-words text-ink">
          {trip.travelerName}
        </h2>
      </div>
      <dl className={detailsClasses}>
        <dt className={termClasses}>Airline</dt>
        <dd className="min-w-0 break-words text-ink">
          {trip.airline} {trip.flightNumber}
        </dd>
        <dt className={termClasses}>Route</dt>
        <dd className="min-w-0 break-words text-ink">{tripRoute(trip)}</dd>
        <dt className={termClasses}>Departs</dt>
        <dd className="min-w-0 break-words text-ink">
          {airportTime(trip.departureAt, trip.departureTimeZone)}
        </dd>
        <dt className={termClasses}>Booking ID</dt>
        <dd className="font-mono text-ink">{trip.bookingId}</dd>
        {children}
      </dl>
      <CardActions
        open={
          linked
            ? { href: paths.travelerDelivery.getHref(trip.id), label: `View trip ${trip.bookingId}` }
            : undefined
        }
        match={
          matchable
            ? { href: paths.travelerMatch.getHref(trip.id), label: `Match trip ${trip.bookingId}` }
            : undefined
        }
      />
    </article>
  );
}
