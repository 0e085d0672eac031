import { Avatar } from '@tote/ui/avatar';
import { LocationIcon, PlaneIcon } from '@tote/ui/icons';
import { ItemsSection } from '@tote/ui/items-section';
import { countryName } from '@tote/validation/countries';
import { formatMoney } from '@tote/validation/orders';
import type { Delivery } from '@tote/validation/trips';
import { formatDateTime, place } from '../format';

/**
 * docs/product/traveler.md, Traveler item tracking: the card with the flight that carries the delivery and
 * what it earns.
 */
export function TravelerDetailsCard({ delivery }: { delivery: Delivery }) {
  const { trip } = delivery;
  return (
    <section
      aria-labelledby="traveler-details"
      className="flex flex-col gap-3 rounded-card border border-line p-4"
    >
      <h2 id="traveler-details" className="flex items-center gap-2 text-base font-semibold text-ink">
        <PlaneIcon aria-hidden="true" className="size-4 text-brand-600" />
        Traveler Details
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Traveler</dt>
        <dd className="min-w-0 break-words text-ink">{delivery.travelerName}</dd>
        <dt className="text-muted">Flight</dt>
        <dd className="min-w-0 break-words text-ink">
          {trip.airline} {trip.flightNumber}
        </dd>
        <dt className="text-muted">Booking ID</dt>
        <dd className="font-mono text-ink">{trip.bookingId}</dd>
        <dt className="text-muted">From</dt>
        <dd className="min-w-0 break-words text-ink">
          {place(trip.departureCity, trip.departureCountry)}, {formatDateTime(trip.departureAt)}
        </dd>
        <dt className="text-muted">To</dt>
        <dd className="min-w-0 break-words text-ink">
          {place(trip.arrivalCity, trip.arrivalCountry)}, {formatDateTime(trip.arrivalAt)}
        </dd>
        <dt className="text-muted">You earn</dt>
        <dd className="font-semibold text-ink">{formatMoney(delivery.earnings)}</dd>
      </dl>
    </section>
  );
}

/** The sender's shipping box: who sends, where to pick up, where to deliver and to whom. */
export function ShippingBox({ delivery }: { delivery: Delivery }) {
  return (
    <section
      aria-labelledby="shipping-details"
      className="flex flex-col gap-3 rounded-card border border-line p-4"
    >
      <h2 id="shipping-details" className="flex items-center gap-2 text-base font-semibold text-ink">
        <LocationIcon aria-hidden="true" className="size-4 text-brand-600" />
        Shipping Details
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={delivery.senderName} src={delivery.senderAvatarUrl ?? undefined} size="sm" decorative />
        <p className="min-w-0 text-sm">
          <span className="block text-muted">Sender</span>
          <span className="block font-semibold break-words text-ink">{delivery.senderName}</span>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Pick up</dt>
        <dd className="min-w-0 break-words text-ink">
          {delivery.pickupAddress}, {countryName(delivery.pickupCountry)}
        </dd>
        <dt className="text-muted">Deliver to</dt>
        <dd className="min-w-0 break-words text-ink">
          {delivery.deliveryAddress}, {countryName(delivery.deliveryCountry)}
        </dd>
        <dt className="text-muted">Receiver</dt>
        <dd className="min-w-0 break-words text-ink">{delivery.receiverName}</dd>
        <dt className="text-muted">Phone</dt>
        <dd className="text-ink">
          <a href={`tel:${delivery.receiverPhone}`} className="focus-ring rounded-sm hover:underline">
            {delivery.receiverPhone}
          </a>
        </dd>
      </dl>
    </section>
  );
}

/** What the traveler carries: photos, category, item names and weight. */
export function DeliveryItems({ delivery }: { delivery: Delivery }) {
  return (
    <ItemsSection
      headingId="delivery-items"
      images={delivery.images}
      category={delivery.category}
      itemNames={delivery.itemNames}
      weightKg={delivery.weightKg}
    />
  );
}
