import type { Order } from '@tote/validation/orders';
import { CancelledView } from '@tote/web/delivery-parts';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../format';
import { OrderItems } from './order-items';
import { OrderScreen } from './order-screen';

/** docs/product/sender.md, Delivery Cancelled (/delivery-cancelled and /deliverycancelled, ?id=…). */
export function DeliveryCancelledScreen() {
  return (
    <OrderScreen
      title="Delivery Cancelled"
      back={{ href: paths.delivery.getHref('cancelled'), label: 'Back to Cancelled deliveries' }}
    >
      {(order) => (
        <CancelledView
          deliveryId={order.deliveryId}
          status={order.status}
          trackingHref={paths.deliveryTracking.getHref(order.deliveryId)}
          steps={cancelledSteps(order)}
          items={<OrderItems order={order} />}
          cancelledListHref={paths.delivery.getHref('cancelled')}
        />
      )}
    </OrderScreen>
  );
}

/** The sender's history of a cancelled order: when it was placed, then each cancellation. */
function cancelledSteps(order: Order) {
  return [
    {
      id: 'placed',
      title: 'Delivery Order placed',
      time: formatDateTime(order.createdAt),
      state: 'done' as const,
    },
    ...order.events
      .filter((event) => event.type === 'cancelled')
      .map((event) => ({
        id: event.id,
        title: 'Delivery Cancelled',
        description: event.note ?? undefined,
        time: formatDateTime(event.createdAt),
        state: 'cancelled' as const,
      })),
  ];
}
