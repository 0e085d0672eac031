import { commonErrors } from '@tote/validation/contract';
import { countryName } from '@tote/validation/countries';
import type { CreateOrder } from '@tote/validation/order-form';
import {
  ADDRESS_CHANGE_LIMIT,
  ADDRESS_CHANGE_WINDOW_MINUTES,
  type CancelOrder,
  type ChangeAddress,
  MAX_PAGE,
  type Order,
  type OrderListQuery,
  OrderListQuerySchema,
  type OrderPage,
  orderErrors,
  orderMessages,
  type SenderOverview,
} from '@tote/validation/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { SessionUser } from '../accounts/users';
import { carriesDelivery } from '../deliveries/carried';
import { publishOnCommit } from '../events/publish';
import { notify } from '../notifications/notifications.service';
import type { PaymentsHooks } from '../payments/payments.service';
import { readUpload, type UploadFolder } from '../uploads/storage';
import type { UploadForm } from '../uploads/uploads';
import { findCourier, findOrderWithPeople } from './order-details.repo';
import { encodeOrderPage, encodeOverview, type OrderListCache } from './order-list-cache';
import { findOverview, listOrders as listOrderRows } from './order-lists.repo';
import { orderNotices } from './order-notices';
import { canTransition, isBeforeShipping, transitionOrder } from './order-status';
import { loadOrderView, toSummary } from './order-view';
import * as repo from './orders.repo';
import { type CreatedOrder, placeOrder } from './place-order';

export interface OrdersConfig {
  /** The `orders` upload folder (ADR 022): item photos, served only through the image route (owner or staff). */
  images: UploadFolder;
  /** VOLUME_LIMIT_FACTOR (env.ts): multiplies NEW_ORDER_LIMITS; 1 when not given. */
  limitFactor?: number;
}

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: OrdersConfig;
  /** A cancelled order's payment is voided or refunded (ADR 017). */
  payments: PaymentsHooks;
  /** The senders' list pages this instance keeps (ADR 027); without it every page is read. */
  orderLists?: OrderListCache;
}

const HOUR_MS = 60 * 60 * 1000;

/** Its sender and staff see an order; for anyone else it does not exist (404, like an unknown id). */
const isVisibleTo = (viewer: SessionUser, order: OrderRow) => order.senderId === viewer.id || viewer.isStaff;

/** The order if the viewer may see it (its sender, or staff); for anyone else it does not exist. */
async function findVisibleOrder(db: Database, viewer: SessionUser, deliveryId: string): Promise<OrderRow> {
  const order = await repo.findOrderByDeliveryId(db, deliveryId);
  if (!order || !isVisibleTo(viewer, order)) throw raise(commonErrors.notFound);
  return order;
}

/** The sender's own orders (staff: everyone's), newest first. */
async function listOrders(
  { db }: OrdersDeps,
  viewer: SessionUser,
  query: OrderListQuery,
): Promise<OrderPage> {
  const { tab, q, page, pageSize } = OrderListQuerySchema.parse(query);
  const { rows, total } = await listOrderRows(db, {
    senderId: viewer.isStaff ? undefined : viewer.id,
    tab,
    q: q || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    // No page past MAX_PAGE can be asked for, so counting further would only cost (ADR 026).
    countUpTo: MAX_PAGE * pageSize,
  });
  return { orders: rows.map((row) => toSummary(row, row.travelerName)), total, page, pageSize };
}

/**
 * A page of the list as the JSON GET /orders sends: a sender's from this instance's cache when it holds it
 * (docs/decisions/027-order-list-cache.md), staff's (everyone's orders, changed by every sender) always read.
 */
async function listOrdersJson(deps: OrdersDeps, viewer: SessionUser, query: OrderListQuery): Promise<string> {
  const read = () => listOrders(deps, viewer, query);
  if (viewer.isStaff || !deps.orderLists) return encodeOrderPage(await read());
  return deps.orderLists.page(viewer.id, query, deps.clock.now().getTime(), read);
}

/**
 * The sender home tiles (docs/product/sender.md, /home): the delivery on the way and this month's count, and the
 * instant they stop being true by themselves (the hours away tick down, the flight lands, the month ends).
 */
async function overview(
  { db }: OrdersDeps,
  viewer: SessionUser,
  now: Date,
): Promise<{ overview: SenderOverview; untilMs: number }> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const { next, monthlyCount } = await findOverview(db, viewer.id, now, monthStart, nextMonthStart);
  if (!next) return { overview: { onTheWay: null, monthlyCount }, untilMs: nextMonthStart.getTime() };
  const arrivalMs = next.arrivalAt.getTime();
  const hoursAway = Math.ceil((arrivalMs - now.getTime()) / HOUR_MS);
  return {
    overview: {
      onTheWay: {
        deliveryId: next.order.deliveryId,
        travelerName: next.travelerName,
        category: next.order.category,
        hoursAway,
      },
      monthlyCount,
    },
    // hoursAway reads one less from `arrival - (hoursAway - 1) h` on; at the arrival the flight is no longer next.
    untilMs: Math.min(nextMonthStart.getTime(), arrivalMs - (hoursAway - 1) * HOUR_MS),
  };
}

/** The home tiles as the JSON GET /orders/overview sends, from this instance's cache when it holds them (ADR 027). */
async function overviewJson(deps: OrdersDeps, viewer: SessionUser): Promise<string> {
  const now = deps.clock.now();
  const read = () => overview(deps, viewer, now);
  if (!deps.orderLists) return encodeOverview((await read()).overview);
  return deps.orderLists.overview(viewer.id, now.getTime(), read);
}

async function getOrder({ db }: OrdersDeps, viewer: SessionUser, deliveryId: string): Promise<Order> {
  const found = await findOrderWithPeople(db, deliveryId);
  if (!found || !isVisibleTo(viewer, found.order)) throw raise(commonErrors.notFound);
  return loadOrderView(db, found.order, viewer.id, found);
}

/** 429 once the order's address changed ADDRESS_CHANGE_LIMIT times in the window, with when it may change again. */
async function assertAddressChangeAllowed(tx: Database, orderId: string, now: Date): Promise<void> {
  const windowMs = ADDRESS_CHANGE_WINDOW_MINUTES * 60_000;
  const recent = await repo.countAddressChangesSince(tx, orderId, new Date(now.getTime() - windowMs));
  if (recent.count < ADDRESS_CHANGE_LIMIT) return;
  const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + windowMs;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw raise(orderErrors.addressChangesTooFast, {
    message: orderMessages.addressChangesTooFast(seconds),
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Only before shipping (docs/product/sender.md, Change Address). Once matched the country stays: the trip flies
 * to it. The change, its 'address_changed' event, the traveler's notice and `order.changed` are one transaction
 * (published when it commits); the order lock serialises the rate limit's count.
 */
async function changeAddress(
  { db, clock }: OrdersDeps,
  viewer: SessionUser,
  deliveryId: string,
  input: ChangeAddress,
): Promise<Order> {
  const visible = await findVisibleOrder(db, viewer, deliveryId);
  const now = clock.now();
  const order = await db.transaction(async (tx) => {
    const current = await repo.lockOrder(tx, visible.id);
    if (!current) throw raise(commonErrors.notFound);
    if (current.status === 'cancelled') throw raise(orderErrors.orderClosed);
    if (!isBeforeShipping(current.status)) throw raise(orderErrors.orderShipped);
    if (
      current.deliveryAddress === input.deliveryAddress &&
      current.deliveryCountry === input.deliveryCountry
    ) {
      return current;
    }
    if (current.status !== 'processing' && current.deliveryCountry !== input.deliveryCountry) {
      throw raise(orderErrors.countryLocked);
    }
    await assertAddressChangeAllowed(tx, current.id, now);
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
    // The traveler of the match delivers to the new address: their screens refresh and their bell rings.
    const courier = await findCourier(tx, current.id);
    await publishOnCommit(
      tx,
      [current.senderId, ...(courier ? [courier.traveler.id] : [])],
      { type: 'order.changed', deliveryId: current.deliveryId },
      { staff: true },
    );
    if (courier) {
      await notify(
        tx,
        {
          userId: courier.traveler.id,
          ...orderNotices.addressChangedForTraveler(current.deliveryId, input.deliveryAddress),
          deliveryId: current.deliveryId,
        },
        now,
      );
    }
    return updated;
  });
  return loadOrderView(db, order, viewer.id);
}

/**
 * Only before shipping: ends an active match (its weight goes back to the trip), writes the 'cancelled' event
 * and tells the sender and the traveler, in one transaction (transitionOrder).
 */
async function cancel(
  { db, clock, payments }: OrdersDeps,
  viewer: SessionUser,
  deliveryId: string,
  input: CancelOrder,
): Promise<Order> {
  const visible = await findVisibleOrder(db, viewer, deliveryId);
  const now = clock.now();
  const order = await db.transaction(async (tx) => {
    const current = await repo.lockOrder(tx, visible.id);
    if (!current) throw raise(commonErrors.notFound);
    if (!canTransition(current.status, 'cancelled')) throw raise(orderErrors.orderNotCancellable);
    // transitionOrder ends the match, gives the trip its room back and tells the sender and the traveler.
    const cancelled = await transitionOrder(tx, current.id, 'cancelled', viewer, {
      at: now,
      note: input.reason || null,
    });
    // payments (ADR 017): unpaid closes; an authorization is voided, a capture refunded (after commit).
    await payments.onOrderStatus(tx, { orderId: current.id, from: current.status, to: 'cancelled', at: now });
    return cancelled;
  });
  await payments.settleOrder(visible.id);
  return loadOrderView(db, order, viewer.id);
}

/** An item photo, for the order's sender and staff only (404 for anyone else). */
async function readImage(
  { db, log, config }: OrdersDeps,
  viewer: SessionUser,
  deliveryId: string,
  imageId: string,
): Promise<{ content: Buffer; type: string }> {
  // Item photos are also for the traveler whose trip carries (or carried) the order: they pick it up by them.
  const order = await repo.findOrderByDeliveryId(db, deliveryId);
  const allowed =
    order && (isVisibleTo(viewer, order) || (await carriesDelivery(db, viewer.id, order.deliveryId)));
  if (!order || !allowed) throw raise(commonErrors.notFound);
  const image = await repo.findOrderImage(db, order.id, imageId);
  if (!image) throw raise(commonErrors.notFound);
  const content = await readUpload(config.images, image.storageKey);
  if (!content) {
    log.error({ imageId }, 'the order image named in the database is missing');
    throw raise(commonErrors.notFound);
  }
  return { content, type: image.contentType };
}

/**
 * The sender's orders (and staff's view of them): place, list, read, change the address, cancel, item photos.
 * The status rules are order-status.ts; the full view order-view.ts; placing an order place-order.ts.
 */
export function createOrdersService(deps: OrdersDeps) {
  return {
    /** Request Delivery (docs/product/sender.md; place-order.ts). */
    createOrder: (
      sender: SessionUser,
      fields: CreateOrder,
      images: Pick<UploadForm, 'fileDigests' | 'storeFiles' | 'keep'>,
      idempotencyKey: string | undefined,
    ): Promise<CreatedOrder> =>
      placeOrder(
        { db: deps.db, clock: deps.clock, limitFactor: deps.config.limitFactor },
        sender,
        fields,
        images,
        idempotencyKey,
      ),
    /** The list page as JSON (listOrdersJson): the route sends it as it is. */
    listOrdersJson: (viewer: SessionUser, query: OrderListQuery) => listOrdersJson(deps, viewer, query),
    /** The home tiles as JSON (overviewJson): the route sends them as they are. */
    overviewJson: (viewer: SessionUser) => overviewJson(deps, viewer),
    getOrder: (viewer: SessionUser, deliveryId: string) => getOrder(deps, viewer, deliveryId),
    changeAddress: (viewer: SessionUser, deliveryId: string, input: ChangeAddress) =>
      changeAddress(deps, viewer, deliveryId, input),
    cancel: (viewer: SessionUser, deliveryId: string, input: CancelOrder) =>
      cancel(deps, viewer, deliveryId, input),
    readImage: (viewer: SessionUser, deliveryId: string, imageId: string) =>
      readImage(deps, viewer, deliveryId, imageId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
