import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { countryName } from '@tote/validation/countries';
import type { OrderSummary } from '@tote/validation/orders';
import { paths } from '../../../config/paths';
import { dateOf } from '../format';
import { RowsSection } from './latest-rows-section';

/** A sender's latest orders, each a link to /dev-d. */
export function OrdersSection({ orders }: { orders: OrderSummary[] }) {
  return (
    <RowsSection
      id="orders"
      title="Orders"
      empty="No orders yet."
      rows={orders.map((order) => ({
        id: order.id,
        href: paths.senderDelivery.getHref(order.deliveryId),
        title: order.itemNames.join(', '),
        detail: (
          <>
            <span className="font-mono">{order.deliveryId}</span> · to {order.deliveryAddress},{' '}
            {countryName(order.deliveryCountry)} · {dateOf(order.createdAt)}
          </>
        ),
        status: <OrderStatusBadge status={order.status} />,
      }))}
    />
  );
}
