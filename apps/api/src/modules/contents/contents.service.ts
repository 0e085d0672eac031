import {
  type CancelProhibited,
  contentsErrors,
  contentsNotes,
  type PickUpRefusalList,
  type Refusal,
  type RefuseAtPickUp,
  refusalPhotoPath,
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
import { readUpload, type UploadFolder } from '../uploads/storage';
import { reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import { contentsNotices } from './contents.notices';
import * as repo from './contents.repo';

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
  /** Where the refusal photos are stored (uploads.folder('refusals')); only staff read them back. */
  config: { photos: UploadFolder };
}

type RefusalPhotos = Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>;

/** Only while matched: the same answers before the photos are decoded and again under the order's lock. */
function assertRefusable(status: string): void {
  if (status === 'shipping' || status === 'delivered') throw raise(contentsErrors.refusedAfterPickUp);
  if (status !== 'matched') throw raise(contentsErrors.notRefusable);
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
  photos: RefusalPhotos,
): Promise<Refusal> {
  const carried = await findCarried(db, traveler, deliveryId);
  // Check first (read only), then decode: a delivery that is not the traveler's, or no longer matched, is
  // answered without the photos decoded and re-encoded; the transaction checks both again under the lock.
  assertRefusable(carried.order.status);
  const stored = photos.fileCount > 0 ? await photos.storeFiles() : [];
  const at = clock.now();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, carried.order.id);
    if (!order) throw raise(commonErrors.notFound);
    // Read again under the order's lock: a staff unmatch that committed first took the delivery away.
    await findCarried(tx, traveler, deliveryId);
    assertRefusable(order.status);
    if (stored.length > 0) await reserveUploadRoom(tx, traveler.id, stored, 'photos');
    await repo.insertRefusal(
      tx,
      { orderId: order.id, travelerId: traveler.id, reason: input.reason, refusedAt: at },
      stored,
    );
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
  photos.keep();
  await payments.settleOrder(carried.order.id);
  log.info({ deliveryId, travelerId: traveler.id, photos: stored.length }, 'items refused at pick-up');
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

/** Staff: an order's refusals at pick-up, newest first (an order may be refused by more than one traveler). */
async function listRefusals({ db }: ContentsDeps, deliveryId: string): Promise<PickUpRefusalList> {
  const order = await findOrderByDeliveryId(db, deliveryId);
  if (!order) throw raise(commonErrors.notFound);
  const refusals = await repo.listRefusals(db, order.id);
  return {
    refusals: refusals.map((refusal) => ({
      id: refusal.id,
      refusedAt: refusal.refusedAt.toISOString(),
      travelerId: refusal.travelerId,
      reason: refusal.reason,
      photos: Array.from({ length: refusal.photoCount }, (_, position) => ({
        url: refusalPhotoPath(refusal.id, position),
      })),
    })),
  };
}

/** Staff: one refusal photo (the route is staff-only; the sender and travelers never read them). */
async function readRefusalPhoto(
  { db, log, config }: ContentsDeps,
  refusalId: string,
  position: number,
): Promise<{ content: Buffer; type: string }> {
  const photo = await repo.findRefusalPhoto(db, refusalId, position);
  if (!photo) throw raise(commonErrors.notFound);
  const content = await readUpload(config.photos, photo.storageKey);
  if (!content) {
    log.error({ refusalId, position }, 'the refusal photo named in the database is missing');
    throw raise(commonErrors.notFound);
  }
  return { content, type: photo.contentType };
}

export function createContentsService(deps: ContentsDeps) {
  return {
    /** For the route's preValidation: someone else's delivery is a 404 before a byte of the body is read. */
    assertCarries: async (traveler: SessionUser, deliveryId: string) => {
      await findCarried(deps.db, traveler, deliveryId);
    },
    refuseAtPickUp: (
      traveler: SessionUser,
      deliveryId: string,
      input: RefuseAtPickUp,
      photos: RefusalPhotos,
    ) => refuseAtPickUp(deps, traveler, deliveryId, input, photos),
    listRefusals: (deliveryId: string) => listRefusals(deps, deliveryId),
    readRefusalPhoto: (refusalId: string, position: number) => readRefusalPhoto(deps, refusalId, position),
    cancelForProhibitedContents: (staff: SessionUser, deliveryId: string, input: CancelProhibited) =>
      cancelForProhibitedContents(deps, staff, deliveryId, input),
  };
}
