import { Button, buttonClasses } from '@tote/ui/button';
import { MessageIcon, SuccessIcon, TruckIcon } from '@tote/ui/icons';
import { type Delivery, HAND_OVER_CODE_LENGTH } from '@tote/validation/trips';
import { ProgressSection, SeeCancellationLink, TrackingHeader } from '@tote/web/delivery-parts';
import { lastEvent } from '@tote/web/delivery-timeline';
import { DisputeSection, disputeSteps, useOrderDisputes } from '@tote/web/disputes';
import { OrderReviewsSection } from '@tote/web/order-reviews';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { trackingSteps } from '../delivery-timeline';
import { formatDateTime } from '../format';
import { DeliveryContents } from './delivery-contents';
import { DeliveryItems, ShippingBox, TravelerDetailsCard } from './delivery-details';
import { DeliveryScreen } from './delivery-screen';
import { HandOverDialog } from './hand-over-dialog';
import { PickUpDialog } from './pick-up-dialog';
import { RefuseDialog } from './refuse-dialog';

/**
 * docs/product/traveler.md, Traveler item tracking (/delivery-tracking?id=…): timeline, traveler details,
 * shipping box.
 */
export function DeliveryTrackingScreen() {
  return (
    <DeliveryScreen
      title="Delivery Tracking"
      back={{ href: paths.deliveryOrder.getHref(), label: 'Back to Deliveries' }}
    >
      {(delivery) => <Tracking delivery={delivery} />}
    </DeliveryScreen>
  );
}

function Tracking({ delivery }: { delivery: Delivery }) {
  const [pickingUp, setPickingUp] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [announcement, setAnnouncement] = useState<string>();
  // The sender's dispute about this delivery, if any (ADR 019): its steps, and where it stands.
  const disputes = useOrderDisputes(delivery.deliveryId, { enabled: delivery.status !== 'cancelled' });

  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <TrackingHeader
        deliveryId={delivery.deliveryId}
        status={delivery.status}
        actions={
          <div className="flex flex-wrap gap-2">
            {/* The counterpart of the sender's Message Traveler: the order's delivery chat. It stays open for
                some days after the hand-over (the chat says when it has closed). */}
            {delivery.status !== 'cancelled' && (
              <Link
                to={paths.messages.getHref(delivery.deliveryId)}
                className={buttonClasses({ variant: 'secondary' })}
              >
                <MessageIcon aria-hidden="true" className="size-4" />
                Message Sender
              </Link>
            )}
            {delivery.canPickUp && (
              <Button onClick={() => setPickingUp(true)}>
                <TruckIcon aria-hidden="true" className="size-4" />
                Picked up
              </Button>
            )}
            {/* Refuse at pick-up (docs/decisions/020-declared-contents.md): its own button and dialog. */}
            {delivery.canRefuse && (
              <Button variant="outline" onClick={() => setRefusing(true)}>
                Refuse items
              </Button>
            )}
            {delivery.canDeliver && (
              <Button onClick={() => setHandingOver(true)}>
                <SuccessIcon aria-hidden="true" className="size-4" />
                Delivered
              </Button>
            )}
          </div>
        }
      />
      <p role="status" className={announcement ? 'text-sm font-semibold text-success-700' : 'sr-only'}>
        {announcement}
      </p>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ProgressSection steps={[...trackingSteps(delivery), ...disputeSteps(disputes.data?.disputes)]}>
          <NextStep delivery={delivery} />
        </ProgressSection>
        <div className="flex flex-col gap-4">
          <TravelerDetailsCard delivery={delivery} />
          <ShippingBox delivery={delivery} />
        </div>
      </div>

      {delivery.status === 'delivered' && <OrderReviewsSection deliveryId={delivery.deliveryId} />}
      {disputes.data?.disputes.map((dispute) => (
        <DisputeSection key={dispute.id} dispute={dispute} viewer="traveler" />
      ))}

      <DeliveryItems delivery={delivery} />
      <DeliveryContents delivery={delivery} />

      {delivery.handOverPhotoUrl && (
        <section aria-labelledby="hand-over-photo" className="flex flex-col gap-2">
          <h2 id="hand-over-photo" className="text-base font-semibold text-ink">
            Hand-over photo
          </h2>
          <img
            src={delivery.handOverPhotoUrl}
            alt={`The hand-over of ${delivery.deliveryId}`}
            className="max-h-64 w-fit rounded-control border border-line object-cover"
          />
        </section>
      )}

      {delivery.status === 'cancelled' && (
        <SeeCancellationLink href={paths.deliveryCancelled.getHref(delivery.deliveryId)} />
      )}

      <PickUpDialog
        delivery={delivery}
        open={pickingUp && delivery.canPickUp}
        onClose={() => setPickingUp(false)}
        onPickedUp={() => {
          setPickingUp(false);
          setAnnouncement('Marked as picked up. Safe travels!');
        }}
      />
      <RefuseDialog
        delivery={delivery}
        open={refusing && delivery.canRefuse}
        onClose={() => setRefusing(false)}
        onRefused={() => setRefusing(false)}
      />

      <HandOverDialog
        delivery={delivery}
        open={handingOver && delivery.canDeliver}
        onClose={() => setHandingOver(false)}
        onDelivered={() => {
          setHandingOver(false);
          setAnnouncement('Delivered. Thank you for carrying it!');
        }}
      />
    </div>
  );
}

/** What the traveler does next, in a line under the timeline. */
function NextStep({ delivery }: { delivery: Delivery }) {
  let text: string;
  switch (delivery.status) {
    case 'matched':
      text = `Pick the items up from ${delivery.senderName} before your flight, then press Picked up.`;
      break;
    case 'shipping':
      text = `At hand-over, ${delivery.receiverName} gives you the ${HAND_OVER_CODE_LENGTH}-digit hand-over code: press Delivered and type it in.`;
      break;
    case 'delivered': {
      const delivered = lastEvent(delivery, 'delivered');
      text = `You delivered these items${delivered ? ` on ${formatDateTime(delivered.createdAt)}` : ''}.`;
      break;
    }
    case 'cancelled':
      text = 'This delivery was cancelled.';
      break;
    case 'failed':
      text = 'This delivery failed: it was not made.';
      break;
    default:
      text = 'Waiting for a match.';
  }
  return <p className="rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">{text}</p>;
}
