import { DeliveriesScreen as SharedDeliveriesScreen } from '@tote/web/deliveries-screen';
import { paths } from '../../../config/paths';
import { useDeliveries } from '../api/get-deliveries';
import { deliveryHref } from '../delivery-links';

/**
 * docs/product/traveler.md, Deliveries (/delivery-order): the orders matched to the traveler's trips, each
 * card naming its sender.
 */
export function DeliveriesScreen() {
  return (
    <SharedDeliveriesScreen
      usePage={useDeliveries}
      rowsOf={(page) => page.deliveries}
      person={{ label: 'Sender', of: (delivery) => delivery.senderName }}
      hrefOf={deliveryHref}
      emptyCopy={{
        processing: {
          title: 'No deliveries in process',
          description:
            'Items matched to your trips wait here until you pick them up, and stay while you carry them.',
        },
        delivered: {
          title: 'No deliveries delivered yet',
          description: 'Once you hand the items over with the receiver’s code, the delivery moves here.',
        },
        cancelled: {
          title: 'No cancelled deliveries',
          description: 'If a delivery you were matched to is cancelled, it is kept here.',
        },
      }}
      start={{ href: paths.travelerRequest.getHref(), label: 'Upload Traveler Details' }}
    />
  );
}
