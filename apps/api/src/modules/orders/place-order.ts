import { createHash } from 'node:crypto';
import { PROHIBITED_ITEMS_VERSION } from '@tote/validation/contents';
import type { CreateOrder } from '@tote/validation/order-form';
import { dollarsToMinor, type Order, orderErrors, orderMessages } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { raise } from '../../errors';
import { lockVolume, scaledLimits, secondsUntilRoom, type VolumeLimit } from '../../platform/volume-limits';
import type { Clock } from '../../plugins/clock';
import { retryAfter } from '../accounts/retry-after';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { notify } from '../notifications/notifications.service';
import { reserveUploadRoom, type StoredUpload, type UploadForm } from '../uploads/uploads';
import { generateDeliveryId } from './delivery-id';
import { orderNotices } from './order-notices';
import { loadOrderView } from './order-view';
import { NEW_ORDER_LIMITS } from './orders.policy';
import * as repo from './orders.repo';

// A fresh random delivery id collides with odds of about n / 887 million; five draws in a row never do.
const DELIVERY_ID_ATTEMPTS = 5;

const weightGramsOf = (kg: number) => Math.max(1, Math.round(kg * 1000));

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

interface NewOrder {
  sender: SessionUser;
  limits: readonly VolumeLimit[];
  fields: CreateOrder;
  idempotencyKey: string | undefined;
  fingerprint: string;
  now: Date;
}

/**
 * Inserts the order under a fresh random delivery id (drawn again on a collision). When a concurrent request
 * with the same Idempotency-Key committed first, throws IdempotentReplay (or 422 for another request).
 */
async function insertOrderWithFreshId(tx: Database, input: NewOrder): Promise<OrderRow> {
  const { sender, fields, idempotencyKey, fingerprint, now } = input;
  for (let attempt = 0; attempt < DELIVERY_ID_ATTEMPTS; attempt += 1) {
    const deliveryId = generateDeliveryId();
    const inserted = await repo.insertOrder(tx, {
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
      // The schema refused the order without the attestation (docs/decisions/020-declared-contents.md).
      contentsAttestedAt: now,
      prohibitedListVersion: PROHIBITED_ITEMS_VERSION,
      searchText: repo.orderSearchText({ ...fields, deliveryId }),
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return inserted;
    if (idempotencyKey) {
      // A concurrent request with the same key committed first (the insert waited for it).
      const earlier = await repo.findOrderByIdempotencyKey(tx, sender.id, idempotencyKey);
      if (earlier) {
        if (!sameRequest(earlier, fingerprint)) throw raise(orderErrors.idempotencyKeyReused);
        throw new IdempotentReplay(earlier);
      }
    }
  }
  throw new Error('no free delivery id after several attempts');
}

/** 429 while the sender's new orders fill a window of NEW_ORDER_LIMITS, with when they may place the next. */
async function assertRoomForOrder(
  db: Database,
  senderId: string,
  now: Date,
  limits: readonly VolumeLimit[],
): Promise<void> {
  const seconds = await secondsUntilRoom(limits, now, (n, since) =>
    repo.nthNewestOrderSince(db, senderId, n, since),
  );
  if (seconds > 0) {
    throw raise(orderErrors.tooManyOrders, {
      message: orderMessages.tooManyOrders(seconds),
      headers: retryAfter(seconds),
    });
  }
}

/**
 * The order, its images, its 'placed' event, the live event and the sender's notice, on one transaction. The
 * sender's creates take turns (lockVolume), so the count of their new orders holds against a burst of parallel
 * requests; a request whose Idempotency-Key committed while it waited answers that order and counts nothing.
 */
async function writeOrder(tx: Database, input: NewOrder, stored: StoredUpload[]): Promise<OrderRow> {
  const { sender, idempotencyKey, fingerprint, now, limits } = input;
  await lockVolume(tx, 'new-order', sender.id);
  if (idempotencyKey) {
    const earlier = await repo.findOrderByIdempotencyKey(tx, sender.id, idempotencyKey);
    if (earlier) {
      if (!sameRequest(earlier, fingerprint)) throw raise(orderErrors.idempotencyKeyReused);
      throw new IdempotentReplay(earlier);
    }
  }
  await assertRoomForOrder(tx, sender.id, now, limits);
  await reserveUploadRoom(tx, sender.id, stored, 'images');
  const inserted = await insertOrderWithFreshId(tx, input);
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
    { userId: sender.id, ...orderNotices.placed(inserted.deliveryId), deliveryId: inserted.deliveryId },
    now,
  );
  return inserted;
}

/**
 * Request Delivery (docs/product/sender.md). The images were streamed to temporary files by readUploadForm;
 * here they are checked by their bytes and stored re-encoded, and the order, its images, its 'placed' event
 * and the sender's notice are written in one transaction that also reserves the room in the sender's upload
 * quota. The files are kept only when that commits (the route disposes of them otherwise). The same sender +
 * Idempotency-Key answers the first order (even over the limit: nothing new is made); the key with other
 * fields or images is a 422. A sender over NEW_ORDER_LIMITS gets a 429 with Retry-After.
 */
export async function placeOrder(
  { db, clock, limitFactor }: { db: Database; clock: Clock; limitFactor?: number },
  sender: SessionUser,
  fields: CreateOrder,
  images: Pick<UploadForm, 'fileDigests' | 'storeFiles' | 'keep'>,
  idempotencyKey: string | undefined,
): Promise<CreatedOrder> {
  const fingerprint = orderFingerprint(fields, images.fileDigests);
  if (idempotencyKey) {
    const earlier = await repo.findOrderByIdempotencyKey(db, sender.id, idempotencyKey);
    if (earlier) {
      if (!sameRequest(earlier, fingerprint)) throw raise(orderErrors.idempotencyKeyReused);
      return { order: await loadOrderView(db, earlier, sender.id), replayed: true };
    }
  }

  // Checked first (read only) so a sender over the limit is answered without their images decoded;
  // writeOrder checks again, locked.
  const now = clock.now();
  const limits = scaledLimits(NEW_ORDER_LIMITS, limitFactor);
  await assertRoomForOrder(db, sender.id, now, limits);
  const stored = await images.storeFiles();
  const input: NewOrder = { sender, limits, fields, idempotencyKey, fingerprint, now };
  try {
    const order = await db.transaction((tx) => writeOrder(tx, input, stored));
    images.keep();
    return { order: await loadOrderView(db, order, sender.id), replayed: false };
  } catch (error) {
    if (error instanceof IdempotentReplay) {
      return { order: await loadOrderView(db, error.order, sender.id), replayed: true };
    }
    throw error;
  }
}
