import { buttonClasses } from '@tote/ui/button';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { Timeline, type TimelineStep } from '@tote/ui/timeline';
import type { OrderStatus } from '@tote/validation/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// The pieces the sender's and the traveler's tracking and cancelled views both show; each app fills the parts
// that differ (its actions, its side cards, its items) through props.

/** The Delivery ID, large, with its status. */
function DeliveryIdStatus({
  deliveryId,
  status,
  className,
}: {
  deliveryId: string;
  status: OrderStatus;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="text-sm text-muted">Delivery ID</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg font-bold text-ink">{deliveryId}</span>
        <OrderStatusBadge status={status} />
      </p>
    </div>
  );
}

/** The tracking view's top row: the Delivery ID and status, and the reader's actions beside it. */
export function TrackingHeader({
  deliveryId,
  status,
  actions,
}: {
  deliveryId: string;
  status: OrderStatus;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <DeliveryIdStatus deliveryId={deliveryId} status={status} className="min-w-0" />
      {actions}
    </div>
  );
}

/** The tracking timeline, with the reader's line under it (what happens next, who carries the items). */
export function ProgressSection({ steps, children }: { steps: TimelineStep[]; children?: ReactNode }) {
  return (
    <section aria-labelledby="tracking-progress" className="flex flex-col gap-4">
      <h2 id="tracking-progress" className="text-base font-semibold text-ink">
        Progress
      </h2>
      <Timeline label="Delivery progress" steps={steps} />
      {children}
    </section>
  );
}

/** On a cancelled delivery's tracking view: the way to its cancelled view. */
export function SeeCancellationLink({ href }: { href: string }) {
  return (
    <div>
      <Link to={href} className={buttonClasses({ variant: 'outline' })}>
        See the cancellation
      </Link>
    </div>
  );
}

export interface CancelledViewProps {
  deliveryId: string;
  status: OrderStatus;
  /** Where a delivery that is not cancelled is followed instead. */
  trackingHref: string;
  /** Its history: placed or matched, then the cancellations. */
  steps: TimelineStep[];
  /** Cards beside the history (the traveler's shipping box and details), if any. */
  aside?: ReactNode;
  /** The items of the delivery. */
  items: ReactNode;
  /** The Cancelled tab of the reader's deliveries. */
  cancelledListHref: string;
}

/**
 * The cancelled view (/delivery-cancelled): the Delivery ID, its history with the cancellation, the items,
 * back to the list.
 */
export function CancelledView({
  deliveryId,
  status,
  trackingHref,
  steps,
  aside,
  items,
  cancelledListHref,
}: CancelledViewProps) {
  if (status !== 'cancelled') {
    return (
      <div className="flex flex-col items-start gap-4 p-4 sm:p-6">
        <p className="text-ink">
          <span className="font-mono font-semibold">{deliveryId}</span> has not been cancelled.
        </p>
        <Link to={trackingHref} className={buttonClasses()}>
          Track this delivery
        </Link>
      </div>
    );
  }
  const history = (
    <section aria-labelledby="cancelled-history" className="flex flex-col gap-3">
      <h2 id="cancelled-history" className="text-base font-semibold text-ink">
        History
      </h2>
      <Timeline label="Delivery history" steps={steps} />
    </section>
  );
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <DeliveryIdStatus deliveryId={deliveryId} status={status} />
      {aside ? (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {history}
          <div className="flex flex-col gap-4">{aside}</div>
        </div>
      ) : (
        history
      )}
      {items}
      <div>
        <Link to={cancelledListHref} className={buttonClasses({ variant: 'outline' })}>
          Back to Cancelled deliveries
        </Link>
      </div>
    </div>
  );
}
