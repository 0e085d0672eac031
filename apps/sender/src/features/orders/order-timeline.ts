import type { TimelineStep } from '@tote/ui/timeline';
import type { Order } from '@tote/validation/orders';
import type { Payment } from '@tote/validation/payments';
import { orderSteps } from '@tote/web/order-steps';
import { paymentSteps } from './payment-format';

/**
 * docs/product/sender.md, Delivery Tracking: the order's steps (orderSteps in @tote/web, which the receiver's
 * link page draws too). With the order's payment, its steps (paid,
 * captured, released, voided, refunded, or the awaiting payment still to do) go in among them by time.
 */
export function trackingSteps(order: Order, payment?: Payment): TimelineStep[] {
  const steps = orderSteps(order);
  if (!payment) return steps;
  return mergeByTime(steps.map(withInstant), paymentSteps(payment));
}

/**
 * When an order step happened, for placing the payment's steps: its time if it is done, or never yet (an
 * upcoming step, whose time is an estimate, stays after everything that happened).
 */
function withInstant(step: TimelineStep & { at?: string }): { step: TimelineStep; at: number } {
  const { at, ...rest } = step;
  return { step: rest, at: at && step.state !== 'upcoming' ? Date.parse(at) : Number.POSITIVE_INFINITY };
}

/** Interleaves two lists each already in time order; on a tie the order's step comes first. */
function mergeByTime(
  a: { step: TimelineStep; at: number }[],
  b: { step: TimelineStep; at: number }[],
): TimelineStep[] {
  const merged: TimelineStep[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left && (!right || left.at <= right.at)) {
      merged.push(left.step);
      i += 1;
    } else if (right) {
      merged.push(right.step);
      j += 1;
    }
  }
  return merged;
}
