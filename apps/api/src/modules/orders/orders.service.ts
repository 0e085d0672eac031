import { createHash, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { countryName } from '@tote/validation/countries';
import type { CreateOrder } from '@tote/validation/order-form';
import {
  type CancelOrder,
  type ChangeAddress,
  type Currency,
  dollarsToMinor,
  type Order,
  type OrderEventType,
  type OrderListQuery,
  OrderListQuerySchema,
  type OrderPage,
  type OrderStatus,
  type OrderSummary,
  orderImagePath,
  orderMessages,
  type SenderOverview,
} from '@tote/validation/orders';
import { HAND_OVER_CODE_LENGTH } from '@tote/validation/trips';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { OrderEventRow } from '../../db/schema/order-events';
import type { OrderImageRow } from '../../db/schema/order-images';
import type { OrderRow } from '../../db/schema/orders';
import { HttpError } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { publishOnCommit } from '../../plugins/events';
import { avatarUrlOf, type SessionUser } from '../accounts/accounts.service';
import { notify } from '../notifications/notifications.service';
import * as tripsRepo from '../trips/trips.repo';
import { reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import { generateDeliveryId } from './delivery-id';
import * as repo from './orders.repo';

export interface OrdersConfig {
  /** DATA_DIR/uploads/orders: item photos, served only through the image route (owner or staff). */
  imagesDir: string;
}

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: OrdersConfig;
}

/** Who did something to an order (written to order_events.actor_user_id); null for the system. */
export type Actor = { id: string } | null;

const HOUR_MS = 60 * 60 * 1000;
// A fresh random delivery id collides with odds of about n / 887 million; five draws in a row never do.
const DELIVERY_ID_ATTEMPTS = 5;

/** What the sender and the traveler are told about an order (the bell menu of each app). */
export const orderNotices = {
  placed: { title: 'Order placed', body: 'We’ll let you know when a traveler is matched.' },
  matched: (deliveryId: string, travelerName: string) => ({
    title: 'Traveler matched',
    body: `${travelerName} will carry delivery ${deliveryId}. Your hand-over code is on its tracking page.`,
  }),
  matchedForTraveler: (deliveryId: string, bookingId: string) => ({
    title: 'New delivery',
    body: `Delivery ${deliveryId} was matched to your trip ${bookingId}.`,
  }),
  shipping: (deliveryId: string, travelerName: string) => ({
    title: 'Order shipped',
    body: `${travelerName} picked up delivery ${deliveryId}.`,
  }),
  shippingForTraveler: (deliveryId: string) => ({
    title: 'Delivery picked up',
    body: `You picked up delivery ${deliveryId}. Ask the receiver for the hand-over code when you deliver it.`,
  }),
  delivered: (deliveryId: string, receiverName: string) => ({
    title: 'Order delivered',
    body: `${receiverName} received delivery ${deliveryId}.`,
  }),
  deliveredForTraveler: (deliveryId: string) => ({
    title: 'Delivery completed',
    body: `Delivery ${deliveryId} was handed over. Thank you!`,
  }),
  cancelled: (deliveryId: string) => ({
    title: 'Order cancelled',
    body: `Delivery ${deliveryId} was cancelled. Nothing will be collected.`,
  }),
  cancelledForTraveler: (deliveryId: string) => ({
    title: 'Delivery cancelled',
    body: `The sender cancelled delivery ${deliveryId}; it is no longer part of your trip.`,
  }),
  unmatched: (deliveryId: string) => ({
    title: 'Looking for another traveler',
    body: `Delivery ${deliveryId} is no longer on a trip; we’ll let you know when a traveler is matched.`,
  }),
  unmatchedForTraveler: (deliveryId: string) => ({
    title: 'Delivery removed from your trip',
    body: `Delivery ${deliveryId} is no longer part of your trip.`,
  }),
  failed: (deliveryId: string, reason: string | null) => ({
    title: 'Delivery failed',
    body: `Delivery ${deliveryId} could not be completed${reason ? `: ${reason}` : '.'} Our team will contact you.`,
  }),
  failedForTraveler: (deliveryId: string, reason: string | null) => ({
    title: 'Delivery marked as failed',
    body: `Delivery ${deliveryId} was marked as failed${reason ? `: ${reason}` : '.'}`,
  }),
} as const;

/** A new 6-digit hand-over code (crypto randomness: not guessable from other codes). */
export function generateHandOverCode(): string {
  return String(randomInt(1_000_000)).padStart(HAND_OVER_CODE_LENGTH, '0');
}

const errors = {
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
  idempotencyKeyReused: () =>
    new HttpError(422, 'idempotency_key_reused', orderMessages.idempotencyKeyReused),
  orderShipped: () => new HttpError(409, 'order_shipped', orderMessages.orderShipped),
  orderClosed: () => new HttpError(409, 'order_closed', orderMessages.orderClosed),
  orderNotCancellable: () => new HttpError(409, 'order_not_cancellable', orderMessages.orderNotCancellable),
};

// ---- status rules -----------------------------------------------------------------------------------------

/**
 * The order lifecycle (spec §4; docs/decisions/004-orders.md): processing -> matched -> shipping -> delivered;
 * processing or matched -> cancelled; matched -> processing when staff unmatch; matched or shipping -> failed
 * when staff mark the delivery failed (spec §2 Update Delivery Status). Nothing leaves delivered, cancelled or
 * failed.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  processing: ['matched', 'cancelled'],
  matched: ['shipping', 'processing', 'cancelled', 'failed'],
  shipping: ['delivered', 'failed'],
  delivered: [],
  cancelled: [],
  failed: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** Before shipping the sender may still change the address or cancel. */
const isBeforeShipping = (status: OrderStatus) => status === 'processing' || status === 'matched';

/** The history entry each transition writes; going back to processing means the match was undone. */
const EVENT_OF_STATUS: Record<OrderStatus, OrderEventType> = {
  processing: 'unmatched',
  matched: 'matched',
  shipping: 'shipping',
  delivered: 'delivered',
  cancelled: 'cancelled',
  failed: 'failed',
};

export class OrderTransitionError extends HttpError {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(409, 'invalid_transition', `An order that is ${from} cannot become ${to}.`);
  }
}

/**
 * The one way an order's status changes: locks the order, checks ORDER_TRANSITIONS, and on the caller's
 * transaction
 * - becoming `matched` (the match row written first, by matchOrderToTrip, same transaction): a new hand-over code;
 * - leaving `matched` for processing or cancelled: ends the active match and gives its weight back to the trip
 *   (trip row locked after the order, the order every path takes);
 * - delivered or cancelled: the hand-over code is cleared (only open deliveries have one);
 * - writes the event and notifies the sender and the traveler of the match, so nothing is announced that did
 *   not commit.
 */
export async function transitionOrder(
  tx: Database,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
  options: { at: Date; note?: string | null },
): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw errors.notFound();
  if (!canTransition(order.status, to)) throw new OrderTransitionError(order.status, to);
  const courier = await repo.findCourier(tx, orderId);
  if (to === 'matched' && !courier) {
    throw new HttpError(409, 'no_active_match', 'Match the order with a trip before marking it matched.');
  }
  // Before pick-up the trip still has the room: ending the match gives it back. Once shipping, the flight took it.
  if (order.status === 'matched' && (to === 'processing' || to === 'cancelled' || to === 'failed')) {
    await repo.endActiveMatch(tx, orderId, options.at, actor?.id ?? null);
    if (courier) {
      await tripsRepo.lockTrip(tx, courier.trip.id);
      await tripsRepo.changeRemaining(tx, courier.trip.id, order.weightGrams, options.at);
    }
    await publishOnCommit(
      tx,
      [order.senderId, ...(courier ? [courier.traveler.id] : [])],
      { type: 'match.changed', deliveryId: order.deliveryId, tripId: null },
      { staff: true },
    );
  }
  const handOver =
    to === 'matched'
      ? { handOverCode: generateHandOverCode(), handOverAttempts: 0 }
      : to === 'delivered' || to === 'cancelled' || to === 'processing' || to === 'failed'
        ? { handOverCode: null }
        : {};
  const updated = await repo.updateOrder(tx, orderId, { status: to, ...handOver, updatedAt: options.at });
  await repo.insertOrderEvent(tx, {
    orderId,
    type: EVENT_OF_STATUS[to],
    note: options.note ?? null,
    actorUserId: actor?.id ?? null,
    createdAt: options.at,
  });
  // Live screens of the sender and the traveler refresh once this commits (issue 11; plugins/events.ts); the
  // notices follow, so a screen has the new status before its bell rings.
  // Staff too: every status change moves the admin stats and queues (docs/decisions/013-staff-events.md).
  await publishOnCommit(
    tx,
    [order.senderId, ...(courier ? [courier.traveler.id] : [])],
    { type: 'order.changed', deliveryId: order.deliveryId },
    { staff: true },
  );
  await notifyTransition(tx, updated, to, courier, options.at, options.note ?? null);
  return updated;
}

/** The sender and the traveler of the match hear of every status change (issue 9). */
async function notifyTransition(
  tx: Database,
  order: OrderRow,
  to: OrderStatus,
  courier: repo.Courier | undefined,
  at: Date,
  note: string | null,
): Promise<void> {
  const id = order.deliveryId;
  const travelerName = courier?.traveler.fullName ?? 'Your traveler';
  const notices = {
    processing: [orderNotices.unmatched(id), orderNotices.unmatchedForTraveler(id)],
    matched: [
      orderNotices.matched(id, travelerName),
      orderNotices.matchedForTraveler(id, courier?.trip.bookingId ?? ''),
    ],
    shipping: [orderNotices.shipping(id, travelerName), orderNotices.shippingForTraveler(id)],
    delivered: [orderNotices.delivered(id, order.receiverName), orderNotices.deliveredForTraveler(id)],
    cancelled: [orderNotices.cancelled(id), orderNotices.cancelledForTraveler(id)],
    failed: [orderNotices.failed(id, note), orderNotices.failedForTraveler(id, note)],
  } as const;
  const [forSender, forTraveler] = notices[to];
  await notify(tx, { userId: order.senderId, ...forSender, deliveryId: id }, at);
  if (courier) await notify(tx, { userId: courier.traveler.id, ...forTraveler, deliveryId: id }, at);
}

/**
 * Puts an order on a trip (spec §4; the staff match route comes with the admin issue, the test factory uses it
 * now): locks the order, then the trip; the trip must be approved with room for the order's weight, which is
 * taken off its remaining capacity; then the match row and transitionOrder to matched (hand-over code, event,
 * notices). All on the caller's transaction. Which trips staff may pick (not departed, the route fits) is the
 * staff route's business.
 */
export async function matchOrderToTrip(
  tx: Database,
  input: { orderId: string; tripId: string; staffId: string | null; at: Date },
): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, input.orderId);
  if (!order) throw errors.notFound();
  if (!canTransition(order.status, 'matched')) throw new OrderTransitionError(order.status, 'matched');
  const trip = await tripsRepo.lockTrip(tx, input.tripId);
  if (!trip) throw errors.notFound();
  if (trip.status !== 'approved') {
    throw new HttpError(409, 'trip_not_approved', 'Only an approved trip takes orders.');
  }
  if (trip.remainingGrams < order.weightGrams) {
    throw new HttpError(409, 'trip_full', 'The trip has not enough room left for this order.');
  }
  await tripsRepo.changeRemaining(tx, trip.id, -order.weightGrams, input.at);
  await repo.insertMatch(tx, {
    orderId: order.id,
    tripId: trip.id,
    matchedBy: input.staffId,
    matchedAt: input.at,
  });
  await publishOnCommit(
    tx,
    [order.senderId, trip.travelerId],
    { type: 'match.changed', deliveryId: order.deliveryId, tripId: trip.id },
    { staff: true },
  );
  return transitionOrder(tx, order.id, 'matched', input.staffId ? { id: input.staffId } : null, {
    at: input.at,
  });
}

// ---- views ------------------------------------------------------------------------------------------------

const weightGramsOf = (kg: number) => Math.max(1, Math.round(kg * 1000));

function toSummary(
  order: Omit<repo.OrderSummaryRow, 'travelerName'>,
  travelerName: string | null,
): OrderSummary {
  return {
    id: order.id,
    deliveryId: order.deliveryId,
    category: order.category,
    itemNames: order.itemNames,
    pickupCountry: order.pickupCountry,
    deliveryAddress: order.deliveryAddress,
    deliveryCountry: order.deliveryCountry,
    status: order.status,
    travelerName,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/**
 * The full order as its owner and staff see it: images, history oldest first, the courier of the match, and
 * for the sender only (`viewerId`) the hand-over code while it is matched or shipping.
 * `people`: the sender's name and the courier when the caller read them with the order already.
 */
export async function loadOrderView(
  db: Database,
  order: OrderRow,
  viewerId: string,
  people?: {
    senderName: string | null;
    courier: repo.Courier | undefined;
    images?: OrderImageRow[];
    events?: OrderEventRow[];
  },
): Promise<Order> {
  const [senderName, images, events, courier] = await Promise.all([
    people ? people.senderName : repo.findUserName(db, order.senderId),
    people?.images ?? repo.listOrderImages(db, order.id),
    people?.events ?? repo.listOrderEvents(db, order.id),
    people ? people.courier : repo.findCourier(db, order.id),
  ]);
  const open = isBeforeShipping(order.status);
  return {
    ...toSummary(order, courier?.traveler.fullName ?? null),
    senderId: order.senderId,
    senderName: senderName ?? '',
    pickupAddress: order.pickupAddress,
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    weightKg: order.weightGrams / 1000,
    price: { amountMinor: order.priceMinor, currency: order.currency as Currency },
    images: images.map((image) => ({
      id: image.id,
      url: orderImagePath(order.deliveryId, image.id),
      contentType: image.contentType,
    })),
    events: events.map((event) => ({
      id: String(event.id),
      type: event.type,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    courier: courier
      ? {
          travelerId: courier.traveler.id,
          travelerName: courier.traveler.fullName,
          travelerAvatarUrl: avatarUrlOf(courier.traveler),
          airline: courier.trip.airline,
          flightNumber: courier.trip.flightNumber,
          departureCity: courier.trip.departureCity,
          destinationCity: courier.trip.arrivalCity,
          departureAt: courier.trip.departureAt.toISOString(),
          arrivalAt: courier.trip.arrivalAt.toISOString(),
        }
      : null,
    estimatedDeliveryAt: courier?.trip.arrivalAt.toISOString() ?? null,
    canChangeAddress: open,
    canCancel: open,
    handOverCode:
      viewerId === order.senderId && (order.status === 'matched' || order.status === 'shipping')
        ? order.handOverCode
        : null,
  };
}

/** Thrown inside the create transaction to roll it back when another request already used the key. */
class IdempotentReplay extends Error {
  constructor(readonly order: OrderRow) {
    super('idempotent replay');
  }
}

export interface CreatedOrder {
  order: Order;
  /** True when the Idempotency-Key was used before: this is the first order, nothing new was made. */
  replayed: boolean;
}

/**
 * What makes two POST /orders the same request: the parsed fields and the sha256 of each image as uploaded, in
 * order. Stored with the Idempotency-Key, so a reuse of the key with anything else is told apart.
 */
export function orderFingerprint(fields: CreateOrder, imageDigests: string[]): string {
  return createHash('sha256')
    .update(JSON.stringify({ fields, images: imageDigests }))
    .digest('hex');
}

/** Orders placed before fingerprints were kept have none: a repeat of those is answered as before. */
const sameRequest = (earlier: OrderRow, fingerprint: string) =>
  earlier.idempotencyFingerprint === null || earlier.idempotencyFingerprint === fingerprint;

// ---- the service ------------------------------------------------------------------------------------------

export function createOrdersService({ db, clock, log, config }: OrdersDeps) {
  /** Its sender and staff see an order; for anyone else it does not exist (404, like an unknown id). */
  const isVisibleTo = (viewer: SessionUser, order: OrderRow) =>
    order.senderId === viewer.id || viewer.isStaff;

  /** The order if the viewer may see it (its sender, or staff); for anyone else it does not exist. */
  async function findVisibleOrder(viewer: SessionUser, deliveryId: string): Promise<OrderRow> {
    const order = await repo.findOrderByDeliveryId(db, deliveryId);
    if (!order || !isVisibleTo(viewer, order)) throw errors.notFound();
    return order;
  }

  return {
    /**
     * spec §3 Request Delivery. The images were streamed to temporary files by readUploadForm; here they are
     * checked by their bytes and stored re-encoded, and the order, its images, its 'placed' event and the
     * sender's notice are written in one transaction that also reserves the room in the sender's upload quota.
     * The files are kept only when that commits (the route disposes of them otherwise). The same sender +
     * Idempotency-Key answers the first order; the key with other fields or images is a 422.
     */
    async createOrder(
      sender: SessionUser,
      fields: CreateOrder,
      images: Pick<UploadForm, 'fileDigests' | 'storeFiles' | 'keep'>,
      idempotencyKey: string | undefined,
    ): Promise<CreatedOrder> {
      const fingerprint = orderFingerprint(fields, images.fileDigests);
      if (idempotencyKey) {
        const earlier = await repo.findOrderByIdempotencyKey(db, sender.id, idempotencyKey);
        if (earlier) {
          if (!sameRequest(earlier, fingerprint)) throw errors.idempotencyKeyReused();
          return { order: await loadOrderView(db, earlier, sender.id), replayed: true };
        }
      }

      const stored = await images.storeFiles();
      const now = clock.now();
      try {
        const order = await db.transaction(async (tx) => {
          await reserveUploadRoom(tx, sender.id, stored, 'images');
          let inserted: OrderRow | undefined;
          for (let attempt = 0; attempt < DELIVERY_ID_ATTEMPTS && !inserted; attempt += 1) {
            const deliveryId = generateDeliveryId();
            inserted = await repo.insertOrder(tx, {
              deliveryId,
              senderId: sender.id,
              category: fields.category,
              itemNames: fields.itemNames,
              pickupAddress: fields.pickupAddress,
              pickupCountry: fields.pickupCountry,
              deliveryAddress: fields.deliveryAddress,
              deliveryCountry: fields.deliveryCountry,
              receiverName: fields.receiverName,
              receiverPhone: fields.receiverPhone,
              weightGrams: weightGramsOf(fields.weightKg),
              priceMinor: dollarsToMinor(fields.priceUsd),
              currency: 'USD',
              status: 'processing',
              idempotencyKey: idempotencyKey ?? null,
              idempotencyFingerprint: idempotencyKey ? fingerprint : null,
              searchText: repo.orderSearchText({ ...fields, deliveryId }),
              createdAt: now,
              updatedAt: now,
            });
            if (!inserted && idempotencyKey) {
              // A concurrent request with the same key committed first (the insert waited for it).
              const earlier = await repo.findOrderByIdempotencyKey(tx, sender.id, idempotencyKey);
              if (earlier) {
                if (!sameRequest(earlier, fingerprint)) throw errors.idempotencyKeyReused();
                throw new IdempotentReplay(earlier);
              }
            }
          }
          if (!inserted) throw new Error('no free delivery id after several attempts');
          await repo.insertOrderImages(
            tx,
            stored.map((file, position) => ({
              orderId: inserted.id,
              storageKey: file.key,
              contentType: file.contentType,
              sizeBytes: file.sizeBytes,
              position,
            })),
          );
          await repo.insertOrderEvent(tx, {
            orderId: inserted.id,
            type: 'placed',
            actorUserId: sender.id,
            createdAt: now,
          });
          // A new order waits for a traveler: the staff's stats and Delivery Orders refresh (ADR 013).
          await publishOnCommit(
            tx,
            [sender.id],
            { type: 'order.changed', deliveryId: inserted.deliveryId },
            { staff: true },
          );
          await notify(
            tx,
            { userId: sender.id, ...orderNotices.placed, deliveryId: inserted.deliveryId },
            now,
          );
          return inserted;
        });
        images.keep();
        return { order: await loadOrderView(db, order, sender.id), replayed: false };
      } catch (error) {
        if (error instanceof IdempotentReplay) {
          return { order: await loadOrderView(db, error.order, sender.id), replayed: true };
        }
        throw error;
      }
    },

    /** The sender's own orders (staff: everyone's), newest first. */
    async listOrders(viewer: SessionUser, query: OrderListQuery): Promise<OrderPage> {
      const { tab, q, page, pageSize } = OrderListQuerySchema.parse(query);
      const { rows, total } = await repo.listOrders(db, {
        senderId: viewer.isStaff ? undefined : viewer.id,
        tab,
        q: q || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { orders: rows.map((row) => toSummary(row, row.travelerName)), total, page, pageSize };
    },

    /** The sender home tiles (spec §2): the delivery on the way and this month's count. */
    async overview(viewer: SessionUser): Promise<SenderOverview> {
      const now = clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const { next, monthlyCount } = await repo.findOverview(db, viewer.id, now, monthStart, nextMonthStart);
      return {
        onTheWay: next
          ? {
              deliveryId: next.order.deliveryId,
              travelerName: next.travelerName,
              category: next.order.category,
              hoursAway: Math.ceil((next.arrivalAt.getTime() - now.getTime()) / HOUR_MS),
            }
          : null,
        monthlyCount,
      };
    },

    async getOrder(viewer: SessionUser, deliveryId: string): Promise<Order> {
      const found = await repo.findOrderWithPeople(db, deliveryId);
      if (!found || !isVisibleTo(viewer, found.order)) throw errors.notFound();
      return loadOrderView(db, found.order, viewer.id, found);
    },

    /** Only before shipping; the change and its 'address_changed' event are one transaction. */
    async changeAddress(viewer: SessionUser, deliveryId: string, input: ChangeAddress): Promise<Order> {
      const visible = await findVisibleOrder(viewer, deliveryId);
      const now = clock.now();
      const order = await db.transaction(async (tx) => {
        const current = await repo.lockOrder(tx, visible.id);
        if (!current) throw errors.notFound();
        if (current.status === 'cancelled') throw errors.orderClosed();
        if (!isBeforeShipping(current.status)) throw errors.orderShipped();
        if (
          current.deliveryAddress === input.deliveryAddress &&
          current.deliveryCountry === input.deliveryCountry
        ) {
          return current;
        }
        const updated = await repo.updateOrder(tx, current.id, {
          deliveryAddress: input.deliveryAddress,
          deliveryCountry: input.deliveryCountry,
          searchText: repo.orderSearchText({ ...current, ...input }),
          updatedAt: now,
        });
        await repo.insertOrderEvent(tx, {
          orderId: current.id,
          type: 'address_changed',
          note: `${input.deliveryAddress}, ${countryName(input.deliveryCountry)}`,
          actorUserId: viewer.id,
          createdAt: now,
        });
        return updated;
      });
      return loadOrderView(db, order, viewer.id);
    },

    /**
     * Only before shipping: ends an active match (its weight goes back to the trip), writes the 'cancelled' event
     * and tells the sender and the traveler, in one transaction (transitionOrder).
     */
    async cancel(viewer: SessionUser, deliveryId: string, input: CancelOrder): Promise<Order> {
      const visible = await findVisibleOrder(viewer, deliveryId);
      const now = clock.now();
      const order = await db.transaction(async (tx) => {
        const current = await repo.lockOrder(tx, visible.id);
        if (!current) throw errors.notFound();
        if (!canTransition(current.status, 'cancelled')) throw errors.orderNotCancellable();
        // transitionOrder ends the match, gives the trip its room back and tells the sender and the traveler.
        const cancelled = await transitionOrder(tx, current.id, 'cancelled', viewer, {
          at: now,
          note: input.reason || null,
        });
        return cancelled;
      });
      return loadOrderView(db, order, viewer.id);
    },

    /** An item photo, for the order's sender and staff only (404 for anyone else). */
    async readImage(
      viewer: SessionUser,
      deliveryId: string,
      imageId: string,
    ): Promise<{ content: Buffer; type: string }> {
      // Item photos are also for the traveler whose trip carries (or carried) the order: they pick it up by them.
      const order = await repo.findOrderByDeliveryId(db, deliveryId);
      const allowed =
        order &&
        (isVisibleTo(viewer, order) || (await tripsRepo.findDelivery(db, viewer.id, order.deliveryId)));
      if (!order || !allowed) throw errors.notFound();
      const image = await repo.findOrderImage(db, order.id, imageId);
      if (!image) throw errors.notFound();
      try {
        return {
          content: await readFile(path.join(config.imagesDir, image.storageKey)),
          type: image.contentType,
        };
      } catch (error) {
        log.error({ err: error, imageId }, 'the order image named in the database is missing');
        throw errors.notFound();
      }
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
