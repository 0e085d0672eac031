import { timingSafeEqual } from 'node:crypto';
import { commonErrors } from '@tote/validation/contract';
import {
  type Delivery,
  deliveryErrors,
  HAND_OVER_MAX_ATTEMPTS,
  type HandOver,
  tripMessages,
} from '@tote/validation/trips';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import {
  countWrongHandOver,
  findOrderByDeliveryId,
  lockOrder,
  recordHandOverPhoto,
} from '../orders/order-records';
import { transitionOrder } from '../orders/order-status';
import { readUpload } from '../uploads/storage';
import { reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import type { DeliveriesDeps } from './deliveries.deps';
import * as repo from './deliveries.repo';
import { findCarried, toDelivery } from './delivery-view';

/*
 * The traveler's two steps with a parcel (docs/product/lifecycles.md, Order and Hand-over): pick-up (matched
 * -> shipping) and hand-over (shipping -> delivered, with the receiver's code and an optional photo;
 * docs/decisions/009-trips-and-hand-over.md).
 */

/** Same length and digits, compared in constant time. */
function sameCode(expected: string | null, given: string): boolean {
  if (!expected || expected.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** Picked up: the traveler has the parcel (matched -> shipping; docs/product/lifecycles.md, Order). */
export async function markPickedUp(
  { db, clock, payments }: DeliveriesDeps,
  traveler: SessionUser,
  deliveryId: string,
): Promise<Delivery> {
  const carried = await findCarried(db, traveler, deliveryId);
  const at = clock.now();
  await db.transaction(async (tx) => {
    await transitionOrder(tx, carried.order.id, 'shipping', traveler, { at });
    // payments (ADR 017): 409 payment_required until authorized (rolls the pick-up back); the capture is owed.
    await payments.onOrderStatus(tx, { orderId: carried.order.id, from: 'matched', to: 'shipping', at });
  });
  // The capture at the provider, outside the transaction.
  await payments.settleOrder(carried.order.id);
  return toDelivery(db, await findCarried(db, traveler, deliveryId), at);
}

/**
 * The hand-over (docs/product/lifecycles.md, Hand-over): shipping -> delivered with the receiver's code
 * (ADR 009). A wrong code is counted in its own committed transaction (the order row locked, so two guesses
 * at once both count); at HAND_OVER_MAX_ATTEMPTS the hand-over is locked. The optional photo is stored only
 * with the right code.
 */
export async function markDelivered(
  { db, clock, payments }: DeliveriesDeps,
  traveler: SessionUser,
  deliveryId: string,
  input: HandOver,
  photo: Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>,
): Promise<Delivery> {
  const carried = await findCarried(db, traveler, deliveryId);
  // Check first (read only), then decode: a locked hand-over, a wrong code or an order that is not shipping is
  // answered (and a wrong code counted) without the photo decoded and re-encoded; the transaction checks again.
  const { order } = carried;
  const mayDeliver =
    order.handOverAttempts < HAND_OVER_MAX_ATTEMPTS &&
    order.status === 'shipping' &&
    sameCode(order.handOverCode, input.code);
  let stored = mayDeliver && photo.fileCount > 0 ? await photo.storeFiles() : [];
  const now = clock.now();
  const deliver = async (tx: Database, orderId: string) => {
    // Not shipping: transitionOrder answers 409 invalid_transition.
    const [file] = stored;
    if (file) {
      await reserveUploadRoom(tx, traveler.id, [file], 'photo');
      await recordHandOverPhoto(tx, orderId, {
        key: file.key,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        by: traveler.id,
      });
    }
    await transitionOrder(tx, orderId, 'delivered', traveler, { at: now });
    // payments (ADR 017): escrow to the traveler's pending balance and Tote's fee.
    await payments.onOrderStatus(tx, { orderId, from: 'shipping', to: 'delivered', at: now });
    return 'delivered' as const;
  };
  const attempt = () =>
    db.transaction(async (tx) => {
      const current = await lockOrder(tx, order.id);
      if (!current) throw raise(commonErrors.notFound);
      if (current.handOverAttempts >= HAND_OVER_MAX_ATTEMPTS) return 'locked' as const;
      if (current.status === 'shipping' && !sameCode(current.handOverCode, input.code)) {
        const attempts = await countWrongHandOver(tx, current.id);
        return attempts >= HAND_OVER_MAX_ATTEMPTS ? ('locked' as const) : ('wrong' as const);
      }
      // The order moved to shipping since the first read: the photo was sent, so it is decoded first.
      if (current.status === 'shipping' && photo.fileCount > 0 && stored.length === 0)
        return 'decode' as const;
      return deliver(tx, current.id);
    });
  let outcome = await attempt();
  if (outcome === 'decode') {
    stored = await photo.storeFiles();
    outcome = await attempt();
  }
  if (outcome === 'decode') throw new Error('markDelivered: the photo was stored, yet asked for again');
  if (outcome === 'delivered') await payments.settleOrder(carried.order.id);
  if (outcome === 'locked') throw raise(deliveryErrors.handOverLocked);
  if (outcome === 'wrong') {
    throw raise(deliveryErrors.handOverCodeWrong, { fields: { code: tripMessages.handOverCodeWrong } });
  }
  photo.keep();
  return toDelivery(db, await findCarried(db, traveler, deliveryId), now);
}

/** The hand-over photo: the traveler who took it, the order's sender and staff (404 for anyone else). */
export async function readHandOverPhoto(
  { db, log, config }: DeliveriesDeps,
  viewer: SessionUser,
  deliveryId: string,
): Promise<{ content: Buffer; type: string }> {
  const order = await findOrderByDeliveryId(db, deliveryId);
  if (!order?.handOverPhotoKey || !order.handOverPhotoType) throw raise(commonErrors.notFound);
  const allowed =
    viewer.isStaff ||
    order.senderId === viewer.id ||
    (await repo.findDelivery(db, viewer.id, deliveryId)) !== undefined;
  if (!allowed) throw raise(commonErrors.notFound);
  const content = await readUpload(config.photos, order.handOverPhotoKey);
  if (!content) {
    log.error({ deliveryId }, 'the hand-over photo named in the database is missing');
    throw raise(commonErrors.notFound);
  }
  return { content, type: order.handOverPhotoType };
}
