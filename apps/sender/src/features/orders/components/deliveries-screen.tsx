import { orderTravelerText } from '@tote/validation/orders';
import { DeliveriesScreen as SharedDeliveriesScreen } from '@tote/web/deliveries-screen';
import { paths } from '../../../config/paths';
import { useOrders } from '../api/get-orders';
import { orderHref } from '../order-links';

/** docs/product/sender.md, Deliveries (/delivery): the sender's orders, each card naming its traveler. */
export function DeliveriesScreen() {
  return (
    <SharedDeliveriesScreen
      usePage={useOrders}
      rowsOf={(page) => page.orders}
      person={{
        label: 'Traveler',
        of: (order) => order.travelerName ?? <span className="text-muted">{orderTravelerText(order)}</span>,
      }}
      hrefOf={orderHref}
      emptyCopy={{
        processing: {
          title: 'No deliveries in process',
          description:
            'Deliveries you request wait here while we find a traveler and while they are on the way.',
        },
        delivered: {
          title: 'No deliveries delivered yet',
          description: 'Once a traveler hands your items to the receiver, the delivery moves here.',
        },
        cancelled: {
          title: 'No cancelled deliveries',
          description:
            'Deliveries you cancel before they ship are kept here, with any that failed (staff marked them not made).',
        },
      }}
      start={{ href: paths.request.getHref(), label: 'Request Delivery' }}
    />
  );
}
