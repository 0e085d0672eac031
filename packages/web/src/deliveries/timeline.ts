import type { TimelineStep } from '@tote/ui/timeline';
import type { OrderEvent, OrderEventType, OrderStatus } from '@tote/validation/orders';
import { formatDateTime } from './format';

// The delivery timeline, built once for every reader of an order: its sender, its traveler and its receiver
// (docs/product/sender.md and traveler.md, the tracking timelines). Each step appears when it happens, in the
// order it happened (the order's history, oldest first); what has not happened yet follows, the next step
// first, and the flight's landing is shown as the estimate it is.

/** Who reads the timeline: the traveler sees only their own part, from their match on. */
export type TimelineReader = 'sender' | 'traveler' | 'receiver';

/** What the timeline is built from: a sender's order and a traveler's delivery both have it. */
export interface TimelineSource {
  status: OrderStatus;
  createdAt: string;
  /** The order's history, oldest first. */
  events: readonly OrderEvent[];
  /** The matched flight's scheduled landing, if the order is on a flight. */
  estimatedAt: string | null;
  /** Who carries it now, for the Shipping line ("Picked up by Amina"). */
  travelerName?: string | null;
  /** Who hands it to the traveler (the traveler's "Once you pick the items up from Grace"). */
  senderName?: string;
}

/** A step and, once it happened, the instant it happened (payments and disputes place theirs by it). */
export interface DeliveryTimelineStep extends TimelineStep {
  at?: string;
}

export { formatDateTime };

/** The latest event of a type (an order can be matched, unmatched and matched again). */
export function lastEvent<Event extends { type: OrderEventType }>(
  delivery: { events: readonly Event[] },
  type: OrderEventType,
): Event | undefined {
  return delivery.events.findLast((event) => event.type === type);
}

/** The spec's words per reader: the sender's "Estimated Delivery", the traveler's "Estimated Arrival". */
const estimateTitle: Record<TimelineReader, string> = {
  sender: 'Estimated Delivery',
  traveler: 'Estimated Arrival',
  receiver: 'Estimated Delivery',
};

const FINAL: readonly OrderStatus[] = ['delivered', 'cancelled', 'failed'];

/** One history event as a step that happened, or nothing when this reader is not told of it. */
function happenedStep(event: OrderEvent, source: TimelineSource, reader: TimelineReader) {
  const base = { id: event.id, time: formatDateTime(event.createdAt), at: event.createdAt };
  switch (event.type) {
    case 'placed':
      return { ...base, title: 'Delivery Order placed', state: 'done' as const };
    case 'matched':
      return { ...base, title: 'Delivery Order Matched', state: 'done' as const };
    case 'unmatched':
      return {
        ...base,
        title: 'Unmatched',
        description: 'The traveler no longer carries it; we are finding another one.',
        state: 'done' as const,
      };
    case 'shipping':
      return {
        ...base,
        title: 'Shipping',
        description:
          reader === 'traveler'
            ? 'You picked the items up.'
            : source.travelerName
              ? `Picked up by ${source.travelerName}.`
              : 'Picked up by the traveler.',
        state: 'done' as const,
      };
    case 'delivered':
      return { ...base, title: 'Delivered', state: 'done' as const };
    case 'cancelled':
      return {
        ...base,
        title: 'Delivery Cancelled',
        description: event.note ?? undefined,
        state: 'cancelled' as const,
      };
    case 'failed':
      return {
        ...base,
        title: 'Delivery Failed',
        description: event.note ?? 'The delivery was not made.',
        state: 'cancelled' as const,
      };
    case 'address_changed':
      return reader === 'sender'
        ? {
            ...base,
            title: 'Address changed',
            description: event.note ?? undefined,
            state: 'done' as const,
          }
        : undefined;
  }
}

/** The steps still ahead of an open order, the next one first. */
function stepsAhead(source: TimelineSource, reader: TimelineReader): DeliveryTimelineStep[] {
  const ahead: DeliveryTimelineStep[] = [];
  if (source.status === 'processing') {
    ahead.push({
      id: 'ahead-matched',
      title: 'Delivery Order Matched',
      description: 'We are finding a traveler flying your route.',
      state: 'upcoming',
    });
  }
  if (source.status === 'processing' || source.status === 'matched') {
    ahead.push({
      id: 'ahead-shipping',
      title: 'Shipping',
      description:
        reader === 'traveler'
          ? `Once you pick the items up${source.senderName ? ` from ${source.senderName}` : ''}.`
          : source.travelerName
            ? `Once ${source.travelerName} picks the items up.`
            : 'Once the traveler picks the items up.',
      state: 'upcoming',
    });
  }
  ahead.push(
    source.estimatedAt
      ? {
          id: 'ahead-estimate',
          title: estimateTitle[reader],
          description: 'An estimate: when the flight is due to land.',
          time: `${formatDateTime(source.estimatedAt)} (estimated)`,
          state: 'upcoming',
        }
      : {
          id: 'ahead-delivered',
          title: 'Delivered',
          description: 'Estimated once a traveler is matched.',
          state: 'upcoming',
        },
  );
  // The first step ahead is the one the order waits for.
  const [next, ...rest] = ahead;
  return next ? [{ ...next, state: 'current' }, ...rest] : [];
}

/**
 * The delivery's timeline for one reader: what happened, oldest first, then (while the order is open) what is
 * still ahead, the next step marked current and the landing as an estimate. A traveler's begins at their own
 * match: what happened before it (another traveler's match) is not theirs to read.
 */
export function deliveryTimeline(source: TimelineSource, reader: TimelineReader): DeliveryTimelineStep[] {
  let events: readonly OrderEvent[] = source.events;
  if (reader === 'traveler') {
    const from = source.events.findLastIndex((event) => event.type === 'matched');
    events = from === -1 ? [] : source.events.slice(from);
  } else if (!source.events.some((event) => event.type === 'placed')) {
    // Every order has its 'placed' event; the order's creation stands in for one that predates the history.
    events = [{ id: 'placed', type: 'placed', note: null, createdAt: source.createdAt }, ...source.events];
  }
  const happened = events.flatMap((event) => happenedStep(event, source, reader) ?? []);
  if (FINAL.includes(source.status)) return happened;
  return [...happened, ...stepsAhead(source, reader)];
}

/** How a step sorts: when it happened, or after everything that happened when it has not yet. */
function instantOf(step: DeliveryTimelineStep): number {
  return step.at ? Date.parse(step.at) : Number.POSITIVE_INFINITY;
}

/**
 * The timeline with another record's steps placed among its own by time (the payment's, a dispute's): each
 * list already in time order; on a tie the order's step comes first. A step of `extra` with no `at` sorts
 * after everything that happened and before what is still ahead.
 */
export function withStepsByTime(
  orderSteps: readonly DeliveryTimelineStep[],
  extra: readonly DeliveryTimelineStep[],
): TimelineStep[] {
  // One step is current: a step of `extra` waiting on the reader (a payment to make) comes first.
  const waiting = extra.some((step) => step.state === 'current');
  const steps: DeliveryTimelineStep[] = orderSteps.map((step) =>
    waiting && step.state === 'current' ? { ...step, state: 'upcoming' } : step,
  );
  const merged: TimelineStep[] = [];
  let i = 0;
  let j = 0;
  const extraInstant = (step: DeliveryTimelineStep) =>
    step.at ? Date.parse(step.at) : Number.MAX_SAFE_INTEGER;
  while (i < steps.length || j < extra.length) {
    const left = steps[i];
    const right = extra[j];
    if (left && (!right || instantOf(left) <= extraInstant(right))) {
      merged.push(withoutInstant(left));
      i += 1;
    } else if (right) {
      merged.push(withoutInstant(right));
      j += 1;
    }
  }
  return merged;
}

const withoutInstant = ({ at: _at, ...step }: DeliveryTimelineStep): TimelineStep => step;
