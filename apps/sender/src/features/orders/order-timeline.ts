import type { TimelineStep } from '@tote/ui/timeline';
import type { Order } from '@tote/validation/orders';
import type { Payment } from '@tote/validation/payments';
import { deliveryTimeline, withStepsByTime } from '@tote/web/delivery-timeline';
import { paymentSteps } from './payment-format';

/**
 * docs/product/sender.md, Delivery Tracking: the order's timeline as its sender reads it (the shared builder:
 * placed, matched, shipping, delivered or cancelled as they happened, then the steps ahead with the estimate),
 * and with the order's payment, its steps (paid, captured, released, voided, refunded, or the awaiting payment
 * still to do) in among them by time.
 */
export function trackingSteps(order: Order, payment?: Payment): TimelineStep[] {
  const steps = deliveryTimeline(
    {
      status: order.status,
      createdAt: order.createdAt,
      events: order.events,
      estimatedAt: order.estimatedDeliveryAt,
      travelerName: order.courier?.travelerName ?? order.travelerName,
    },
    'sender',
  );
  return withStepsByTime(steps, payment ? paymentSteps(payment) : []);
}
