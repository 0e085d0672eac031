import { buttonClasses } from '@tote/ui/button';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { Timeline } from '@tote/ui/timeline';
import type { Delivery } from '@tote/validation/trips';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { trackingSteps } from '../delivery-timeline';
import { DeliveryItems, ShippingBox, TravelerDetailsCard } from './delivery-details';
import { DeliveryScreen } from './delivery-screen';

/** spec §2 "Cancelled item tracking" (/delivery-cancelled?id=…): Delivery Cancelled entries, the sender, the traveler details. */
export function DeliveryCancelledScreen() {
  return (
    <DeliveryScreen
      title="Delivery Cancelled"
      back={{ href: paths.deliveryOrder.getHref(), label: 'Back to Deliveries' }}
    >
      {(delivery) => <Cancelled delivery={delivery} />}
    </DeliveryScreen>
  );
}

function Cancelled({ delivery }: { delivery: Delivery }) {
  if (delivery.status !== 'cancelled') {
    return (
      <div className="flex flex-col items-start gap-4 p-4 sm:p-6">
        <p className="text-ink">
          <span className="font-mono font-semibold">{delivery.deliveryId}</span> has not been cancelled.
        </p>
        <Link to={paths.deliveryTracking.getHref(delivery.deliveryId)} className={buttonClasses()}>
          Track this delivery
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <div>
        <p className="text-sm text-muted">Delivery ID</p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-bold text-ink">{delivery.deliveryId}</span>
          <OrderStatusBadge status={delivery.status} />
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="cancelled-history" className="flex flex-col gap-3">
          <h2 id="cancelled-history" className="text-base font-semibold text-ink">
            History
          </h2>
          <Timeline label="Delivery history" steps={trackingSteps(delivery)} />
        </section>
        <div className="flex flex-col gap-4">
          <ShippingBox delivery={delivery} />
          <TravelerDetailsCard delivery={delivery} />
        </div>
      </div>
      <DeliveryItems delivery={delivery} />
      <div>
        <Link to={paths.deliveryOrder.getHref('cancelled')} className={buttonClasses({ variant: 'outline' })}>
          Back to Cancelled deliveries
        </Link>
      </div>
    </div>
  );
}
