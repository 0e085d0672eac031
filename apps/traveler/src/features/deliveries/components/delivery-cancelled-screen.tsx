import { CancelledView } from '@tote/web/delivery-parts';
import { paths } from '../../../config/paths';
import { trackingSteps } from '../delivery-timeline';
import { DeliveryItems, ShippingBox, TravelerDetailsCard } from './delivery-details';
import { DeliveryScreen } from './delivery-screen';

/**
 * docs/product/traveler.md, /delivery-cancelled?id=…: Delivery Cancelled entries, the sender, the traveler
 * details.
 */
export function DeliveryCancelledScreen() {
  return (
    <DeliveryScreen
      title="Delivery Cancelled"
      back={{ href: paths.deliveryOrder.getHref(), label: 'Back to Deliveries' }}
    >
      {(delivery) => (
        <CancelledView
          deliveryId={delivery.deliveryId}
          status={delivery.status}
          trackingHref={paths.deliveryTracking.getHref(delivery.deliveryId)}
          steps={trackingSteps(delivery)}
          aside={
            <>
              <ShippingBox delivery={delivery} />
              <TravelerDetailsCard delivery={delivery} />
            </>
          }
          items={<DeliveryItems delivery={delivery} />}
          cancelledListHref={paths.deliveryOrder.getHref('cancelled')}
        />
      )}
    </DeliveryScreen>
  );
}
