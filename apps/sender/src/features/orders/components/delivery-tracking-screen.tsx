import type { UseQueryResult } from '@tanstack/react-query';
import { Button, buttonClasses } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { LocationIcon, MessageIcon, PlaneIcon } from '@tote/ui/icons';
import { LoadingState } from '@tote/ui/load-states';
import { FormAlert } from '@tote/ui/schema-form';
import { countryName } from '@tote/validation/countries';
import type { Order } from '@tote/validation/orders';
import { addressLine } from '@tote/web/deliveries-format';
import { ProgressSection, SeeCancellationLink, TrackingHeader } from '@tote/web/delivery-parts';
import { lastEvent } from '@tote/web/delivery-timeline';
import { DisputeSection, disputeSteps, useOrderDisputes } from '@tote/web/disputes';
import { OrderReviewsSection } from '@tote/web/order-reviews';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderPayment } from '../api/get-order-payment';
import { courierLine, formatDateTime } from '../format';
import { hasPayment } from '../has-payment';
import { trackingSteps } from '../order-timeline';
import { OpenDispute } from './open-dispute';
import { OrderItems } from './order-items';
import { OrderScreen } from './order-screen';
import { PaymentSection } from './payment-section';
import { ShareTrackingLink } from './share-tracking-link';

/** docs/product/sender.md, Delivery Tracking (/delivery-tracking?id=…). */
export function DeliveryTrackingScreen() {
  return (
    <OrderScreen
      title="Delivery Tracking"
      back={{ href: paths.delivery.getHref(), label: 'Back to Deliveries' }}
    >
      {(order) => <Tracking order={order} />}
    </OrderScreen>
  );
}

/** True until the query has answered once, with data or an error. */
const neverAnswered = (query: Pick<UseQueryResult, 'dataUpdatedAt' | 'errorUpdatedAt'>) =>
  query.dataUpdatedAt === 0 && query.errorUpdatedAt === 0;

function Tracking({ order }: { order: Order }) {
  const navigate = useNavigate();
  const cancel = useCancelOrder(order.deliveryId);
  const paymentExists = hasPayment(order);
  const payment = useOrderPayment(order.deliveryId, { enabled: paymentExists });
  const disputes = useOrderDisputes(order.deliveryId, { enabled: paymentExists });
  const confirmCancel = () =>
    cancel.mutate(
      {},
      { onSuccess: (cancelled) => navigate(paths.deliveryCancelled.getHref(cancelled.deliveryId)) },
    );
  // The payment and the disputes add steps to the timeline: the screen waits for their first answer (the entry
  // asked for all three at once, app/prefetch.ts) rather than draw the timeline and push everything below it
  // down. Only the first: a refetch, even of one that failed, keeps the screen as it is.
  if (paymentExists && (neverAnswered(payment) || neverAnswered(disputes)))
    return <LoadingState label="Loading delivery" />;
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <TrackingHeader
        deliveryId={order.deliveryId}
        status={order.status}
        actions={
          order.courier && (
            <Link
              to={paths.message.getHref(order.deliveryId)}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <MessageIcon aria-hidden="true" className="size-4" />
              Message Traveler
            </Link>
          )
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ProgressSection
          steps={[...trackingSteps(order, payment.data), ...disputeSteps(disputes.data?.disputes)]}
        >
          <p className="flex items-start gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <PlaneIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {courierText(order)}
              {order.courier && order.status !== 'cancelled' && (
                <>
                  {' '}
                  <Link
                    to={paths.travelerProfile.getHref(order.courier.travelerId)}
                    className="font-semibold underline underline-offset-2"
                  >
                    See {order.courier.travelerName}’s profile
                  </Link>
                </>
              )}
            </span>
          </p>
        </ProgressSection>

        <ShippingAddress order={order} />
      </div>

      {order.status === 'delivered' && <OrderReviewsSection deliveryId={order.deliveryId} />}

      {paymentExists && <PaymentSection order={order} payment={payment} />}

      {disputes.data?.disputes.map((dispute) => (
        <DisputeSection key={dispute.id} dispute={dispute} viewer="sender" />
      ))}
      {disputes.data?.canOpen && (
        <OpenDispute deliveryId={order.deliveryId} openUntil={disputes.data.openUntil} />
      )}

      {order.handOverCode && <HandOverCode code={order.handOverCode} receiverName={order.receiverName} />}

      {order.status !== 'cancelled' && order.status !== 'failed' && (
        <ShareTrackingLink deliveryId={order.deliveryId} receiverName={order.receiverName} />
      )}

      <OrderItems order={order} />

      {order.status === 'cancelled' ? (
        <SeeCancellationLink href={paths.deliveryCancelled.getHref(order.deliveryId)} />
      ) : (
        order.canCancel && <CancelDelivery order={order} cancel={cancel} onConfirm={confirmCancel} />
      )}
    </div>
  );
}

/** The code the traveler asks for at hand-over (docs/decisions/009-trips-and-hand-over.md): the sender passes it on to the receiver. */
function HandOverCode({ code, receiverName }: { code: string; receiverName: string }) {
  return (
    <section
      aria-labelledby="hand-over-code"
      className="flex flex-col gap-2 rounded-card border border-accent-200 bg-accent-50 p-4"
    >
      <h2 id="hand-over-code" className="text-base font-semibold text-ink">
        Hand-over code
      </h2>
      <p className="font-mono text-2xl font-bold tracking-[0.3em] text-ink">{code}</p>
      <p className="text-sm text-accent-800">
        Pass this code to {receiverName}. The traveler asks for it when handing the items over, so keep it
        from anyone else.
      </p>
    </section>
  );
}

function courierText(order: Order): string {
  if (order.status === 'cancelled') return 'This delivery was cancelled.';
  // Failed is final too: nobody carries it any more, and nobody is looking for a traveler.
  if (order.status === 'failed') return 'This delivery failed: it was not made.';
  if (!order.courier) return 'We’re finding a traveler for this delivery.';
  if (order.status === 'delivered') {
    const delivered = lastEvent(order, 'delivered');
    const when = delivered ? ` on ${formatDateTime(delivered.createdAt)}` : '';
    const flight = [order.courier.airline, order.courier.flightNumber].filter(Boolean).join(' ');
    return `${order.courier.travelerName} delivered your items${when}${flight ? ` (flight ${flight})` : ''}.`;
  }
  return courierLine(order.courier);
}

function ShippingAddress({ order }: { order: Order }) {
  return (
    <section
      aria-labelledby="shipping-address"
      className="flex flex-col gap-3 rounded-card border border-line p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="shipping-address" className="flex items-center gap-2 text-base font-semibold text-ink">
          <LocationIcon aria-hidden="true" className="size-4 text-brand-600" />
          Shipping Address
        </h2>
        {order.canChangeAddress && (
          <Link
            to={paths.changeAddress.getHref(order.deliveryId)}
            className="focus-ring rounded-sm text-sm font-semibold text-brand-700 hover:underline"
          >
            Change Address
          </Link>
        )}
      </div>
      <address className="text-sm not-italic break-words text-ink">
        {order.deliveryAddress}
        <br />
        {countryName(order.deliveryCountry)}
      </address>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Receiver</dt>
        <dd className="min-w-0 break-words text-ink">{order.receiverName}</dd>
        <dt className="text-muted">Phone</dt>
        <dd className="text-ink">
          <a href={`tel:${order.receiverPhone}`} className="focus-ring rounded-sm hover:underline">
            {order.receiverPhone}
          </a>
        </dd>
        <dt className="text-muted">From</dt>
        <dd className="min-w-0 break-words text-ink">
          {addressLine(order.pickupAddress, order.pickupCountry)}
        </dd>
      </dl>
    </section>
  );
}

/**
 * Cancel with a confirmation. The mutation lives in the tracking view (which stays on screen), not in this
 * button: once cancelled the order can no longer be cancelled, so this part unmounts before the mutation's
 * own callbacks would run.
 */
function CancelDelivery({
  order,
  cancel,
  onConfirm,
}: {
  order: Order;
  cancel: ReturnType<typeof useCancelOrder>;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);

  function close() {
    if (cancel.isPending) return;
    setOpen(false);
    cancel.reset();
  }

  return (
    <div className="flex justify-end">
      <Button variant="ghost" className="text-danger-700 hover:bg-danger-50" onClick={() => setOpen(true)}>
        Cancel delivery
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Cancel ${order.deliveryId}?`}
        description="We stop looking for a traveler and the delivery moves to your Cancelled tab. This cannot be undone."
        size="sm"
      >
        <div className="flex flex-col gap-3">
          <FormAlert>{cancel.error?.message}</FormAlert>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={cancel.isPending}>
              Keep delivery
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={onConfirm}>
              Cancel delivery
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
