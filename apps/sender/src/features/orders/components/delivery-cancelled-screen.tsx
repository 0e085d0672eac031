import { buttonClasses } from '@tote/ui/button';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { Timeline } from '@tote/ui/timeline';
import type { Order } from '@tote/validation/orders';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../format';
import { OrderItems } from './order-items';
import { OrderScreen } from './order-screen';

/** spec §2 cancelled view (/delivery-cancelled and /deliverycancelled, ?id=…). */
export function DeliveryCancelledScreen() {
  return (
    <OrderScreen
      title="Delivery Cancelled"
      back={{ href: paths.delivery.getHref('cancelled'), label: 'Back to Cancelled deliveries' }}
    >
      {(order) => <Cancelled order={order} />}
    </OrderScreen>
  );
}

function Cancelled({ order }: { order: Order }) {
  if (order.status !== 'cancelled') {
    return (
      <div className="flex flex-col items-start gap-4 p-4 sm:p-6">
        <p className="text-ink">
          <span className="font-mono font-semibold">{order.deliveryId}</span> has not been cancelled.
        </p>
        <Link to={paths.deliveryTracking.getHref(order.deliveryId)} className={buttonClasses()}>
          Track this delivery
        </Link>
      </div>
    );
  }
  const cancellations = order.events.filter((event) => event.type === 'cancelled');
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <div>
        <p className="text-sm text-muted">Delivery ID</p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-bold text-ink">{order.deliveryId}</span>
          <OrderStatusBadge status={order.status} />
        </p>
      </div>
      <section aria-labelledby="cancelled-history" className="flex flex-col gap-3">
        <h2 id="cancelled-history" className="text-base font-semibold text-ink">
          History
        </h2>
        <Timeline
          label="Delivery history"
          steps={[
            {
              id: 'placed',
              title: 'Delivery Order placed',
              time: formatDateTime(order.createdAt),
              state: 'done',
            },
            ...cancellations.map((event) => ({
              id: event.id,
              title: 'Delivery Cancelled',
              description: event.note ?? undefined,
              time: formatDateTime(event.createdAt),
              state: 'cancelled' as const,
            })),
          ]}
        />
      </section>
      <OrderItems order={order} />
      <div>
        <Link to={paths.delivery.getHref('cancelled')} className={buttonClasses({ variant: 'outline' })}>
          Back to Cancelled deliveries
        </Link>
      </div>
    </div>
  );
}
