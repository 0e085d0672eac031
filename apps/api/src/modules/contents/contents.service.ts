import {
  type CancelProhibited,
  contentsErrors,
  contentsNotes,
  type Refusal,
  type RefuseAtPickUp,
} from '@tote/validation/contents';
import { commonErrors } from '@tote/validation/contract';
import type { Order } from '@tote/validation/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { SessionUser } from '../accounts/users';
import { findCarried } from '../deliveries/delivery-view';
import { notify } from '../notifications/notifications.service';
import { findOrderByDeliveryId, lockOrder } from '../orders/order-records';
import { transitionOrder } from '../orders/order-status';
import { loadOrderView } from '../orders/order-view';
import type { PaymentsHooks } from '../payments/payments.service';
import { contentsNotices } from './contents.notices';

/*
 * What is in the parcel (docs/decisions/020-declared-contents.md). The sender's attestation is written with the
 * order (orders/place-order.ts); here are the two ways an order ends because of its contents: the traveler
 * refuses the items at pick-up, and staff cancel for prohibited contents. Both go through transitionOrder (the
 * match ends, the trip gets its room back, the event keeps the reason) and payments' onOrderStatus (void an
 * authorization, refund a capture) on one transaction; the provider's half after the commit (settleOrder).
 */

export interface ContentsDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  payments: PaymentsHooks;
}

/**
 * Refused at pick-up (docs/product/traveler.md): only the traveler whose trip carries the order (anyone else:
 * 404, as the delivery does not exist for them), only while matched. The order goes back to matching
 * (processing), exactly as an unmatch does, and the sender hears why.
 */
async function refuseAtPickUp(
  { db, clock, log, payments }: ContentsDeps,
  traveler: SessionUser,
  deliveryId: string,
  input: RefuseAtPickUp,
): Promise<Refusal> {
  const carried = await findCarried(db, traveler, deliveryId);
  const at = clock.now();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, carried.order.id);
    if (!order) throw raise(commonErrors.notFound);
    // Read again under the order's lock: a staff unmatch that committed first took the delivery away.
    await findCarried(tx, traveler, deliveryId);
    if (order.status === 'shipping' || order.status === 'delivered')
      throw raise(contentsErrors.refusedAfterPickUp);
    if (order.status !== 'matched') throw raise(contentsErrors.notRefusable);
    await transitionOrder(tx, order.id, 'processing', traveler, {
      at,
      note: contentsNotes.refused(input.reason),
    });
    // payments (ADR 017): an authorization is voided, a capture refunded in full, an unpaid payment closes.
    await payments.onOrderStatus(tx, { orderId: order.id, from: 'matched', to: 'processing', at });
    await notify(
      tx,
      { userId: order.senderId, ...contentsNotices.refused(order.deliveryId, input.reason), deliveryId },
      at,
    );
  });
  await payments.settleOrder(carried.order.id);
  log.info({ deliveryId, travelerId: traveler.id }, 'items refused at pick-up');
  return { deliveryId: carried.order.deliveryId, status: 'processing' };
}

/**
 * Cancel for prohibited contents (docs/product/admin.md): staff, before pick-up only (after it, the delivery is
 * marked failed and its money settled as a dispute). The sender is refunded in full: an authorization is
 * voided, a capture refunded; the reason is the cancellation's note on the order's history.
 */
async function cancelForProhibitedContents(
  { db, clock, log, payments }: ContentsDeps,
  staff: SessionUser,
  deliveryId: string,
  input: CancelProhibited,
): Promise<Order> {
  const visible = await findOrderByDeliveryId(db, deliveryId);
  if (!visible) throw raise(commonErrors.notFound);
  const at = clock.now();
  const { cancelled, travelerId } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, visible.id);
    if (!order) throw raise(commonErrors.notFound);
    if (order.status !== 'processing' && order.status !== 'matched')
      throw raise(contentsErrors.notCancellable);
    const before = order.status === 'matched' ? await loadOrderView(tx, order, staff.id) : undefined;
    const moved = await transitionOrder(tx, order.id, 'cancelled', staff, {
      at,
      note: contentsNotes.cancelled(input.reason),
    });
    await payments.onOrderStatus(tx, { orderId: order.id, from: order.status, to: 'cancelled', at });
    const notice = contentsNotices.cancelled(order.deliveryId, input.reason);
    await notify(tx, { userId: order.senderId, ...notice, deliveryId: order.deliveryId }, at);
    const courierId = before?.courier?.travelerId;
    if (courierId) await notify(tx, { userId: courierId, ...notice, deliveryId: order.deliveryId }, at);
    return { cancelled: moved, travelerId: courierId ?? null };
  });
  await payments.settleOrder(visible.id);
  log.info({ deliveryId, staffId: staff.id, travelerId }, 'order cancelled for prohibited contents');
  return loadOrderView(db, cancelled, staff.id);
}

export function createContentsService(deps: ContentsDeps) {
  return {
    refuseAtPickUp: (traveler: SessionUser, deliveryId: string, input: RefuseAtPickUp) =>
      refuseAtPickUp(deps, traveler, deliveryId, input),
    cancelForProhibitedContents: (staff: SessionUser, deliveryId: string, input: CancelProhibited) =>
      cancelForProhibitedContents(deps, staff, deliveryId, input),
  };
}
