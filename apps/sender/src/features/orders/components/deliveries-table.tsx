import { orderTravelerText } from '@tote/validation/orders';
import { DeliveriesTable as SharedDeliveriesTable } from '@tote/web/deliveries-table';
import { paths } from '../../../config/paths';
import { useOrders } from '../api/get-orders';
import { HOME_PAGE_SIZE } from '../home-orders';
import { orderHref } from '../order-links';

/** docs/product/sender.md, /home: the Deliveries table, searched on the server and paged. */
export function DeliveriesTable() {
  return (
    <SharedDeliveriesTable
      usePage={useOrders}
      rowsOf={(page) => page.orders}
      pageSize={HOME_PAGE_SIZE}
      hrefOf={orderHref}
      noteOf={(order) => `${order.category} · ${order.deliveryId}`}
      travelerOf={(order) =>
        order.travelerName ?? <span className="text-muted">{orderTravelerText(order)}</span>
      }
      searchPlaceholder="Search items, traveler or Delivery ID"
      empty={{
        description: 'Every delivery you request is listed here with its traveler and status.',
        start: { href: paths.request.getHref(), label: 'Request Delivery' },
      }}
    />
  );
}
