import { Avatar } from '@tote/ui/avatar';
import { LocationIcon, PlaneIcon } from '@tote/ui/icons';
import { ItemsSection } from '@tote/ui/items-section';
import { countryName } from '@tote/validation/countries';
import { formatMoney } from '@tote/validation/orders';
import type { PaymentStatus } from '@tote/validation/payments';
import type { Delivery } from '@tote/validation/trips';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDeliveryPayment } from '../api/get-delivery-payment';
import { formatDateTime, place } from '../format';

/**
 * docs/product/traveler.md, Traveler item tracking: the card with the flight that carries the delivery and
 * what it earns, and where the sender's payment stands.
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
        <PaymentState delivery={delivery} />
      </dl>
    </section>
  );
}

/** What the sender's payment means for the traveler, in words: wait for it, it is held, or it is theirs. */
const PAYMENT_STATE: Record<PaymentStatus, string> = {
  requires_payment: 'Waiting for the sender to pay. Pick up once it is paid.',
  authorized: 'Paid by the sender. Tote holds it until the hand-over.',
  captured: 'Paid by the sender. Tote holds it until the hand-over.',
  released: 'Released to your wallet: pending for the hold, then yours to withdraw.',
  voided: 'Not paid: the match ended before the payment.',
  refunded: 'Refunded to the sender.',
};

function PaymentState({ delivery }: { delivery: Delivery }) {
  const carried =
    delivery.status === 'matched' || delivery.status === 'shipping' || delivery.status === 'delivered';
  const payment = useDeliveryPayment(delivery.deliveryId, carried);
  if (!payment.data) return null;
  return (
    <>
      <dt className="text-muted">Payment</dt>
      <dd className="min-w-0 break-words text-ink">
        {PAYMENT_STATE[payment.data.status]}
        {payment.data.status === 'released' && (
          <>
            {' '}
            <Link
              to={paths.wallet.getHref()}
              className="focus-ring rounded-sm font-semibold text-brand-700 hover:underline"
            >
              Open your wallet
            </Link>
          </>
        )}
      </dd>
    </>
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
          <Link
            to={paths.senderProfile.getHref(delivery.senderId)}
            className="focus-ring rounded-sm font-semibold text-brand-700 hover:underline"
          >
            See {delivery.senderName}’s profile
          </Link>
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
