import type { Order } from '@tote/validation/orders';
import { CancelledView } from '@tote/web/delivery-parts';
import { paths } from '../../../config/paths';
import { trackingSteps } from '../order-timeline';
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

/** The sender's history of a cancelled order, as its tracking timeline tells it (without the payment). */
const cancelledSteps = (order: Order) => trackingSteps(order);
