import { commonErrors } from '@tote/validation/contract';
import type { OrderEventType } from '@tote/validation/orders';
import {
  type CreatedReceiverLink,
  RECEIVER_LINK_DAYS_AFTER_DELIVERY,
  type ReceiverLinkStatus,
  type ReceiverTracking,
  receiverLinkErrors,
  receiverTrackingPath,
} from '@tote/validation/receiver-links';
import type { Database } from '../../db/client';
import type { OrderEventRow } from '../../db/schema/order-events';
import type { OrderRow } from '../../db/schema/orders';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { hashToken, randomToken } from '../accounts/tokens';
import type { SessionUser } from '../accounts/users';
import { findOrderByDeliveryId, findOrderCarrier, listOrderEvents, lockOrder } from '../orders/order-records';
import * as repo from './receiver-links.repo';

/*
 * The receiver's tracking link (docs/decisions/021-receiver-link.md; docs/product/sender.md, "Share tracking
 * link"). The sender of an order makes it, replaces it and ends it; whoever holds it reads the public view.
 */

export interface ReceiverLinksDeps {
  db: Database;
  clock: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK_LIFETIME_AFTER_DELIVERY_MS = RECEIVER_LINK_DAYS_AFTER_DELIVERY * DAY_MS;

/** Well-formed tokens only reach the database: anything else is the same 404 as an unknown one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** The history the receiver's timeline reads; address changes name an address, so they stay with the sender. */
const PUBLIC_EVENT_TYPES: ReadonlySet<OrderEventType> = new Set([
  'placed',
  'matched',
  'unmatched',
  'shipping',
  'delivered',
]);

/**
 * Whether the order's link may work now, and until when: with no end before delivery, until a week after it,
 * and never once the order is cancelled or failed (nothing is left to meet for).
 */
export function linkWindow(
  order: Pick<OrderRow, 'status' | 'updatedAt'>,
  events: Pick<OrderEventRow, 'type' | 'createdAt'>[],
  now: Date,
): { open: boolean; expiresAt: Date | null } {
  if (order.status === 'cancelled' || order.status === 'failed') return { open: false, expiresAt: null };
  if (order.status !== 'delivered') return { open: true, expiresAt: null };
  const delivered = events.findLast((event) => event.type === 'delivered');
  const expiresAt = new Date(
    (delivered?.createdAt ?? order.updatedAt).getTime() + LINK_LIFETIME_AFTER_DELIVERY_MS,
  );
  return { open: now.getTime() < expiresAt.getTime(), expiresAt };
}

/** The sender's own order; for anyone else it does not exist (404, like an unknown id). */
async function findOwnOrder(db: Database, viewer: SessionUser, deliveryId: string): Promise<OrderRow> {
  const order = await findOrderByDeliveryId(db, deliveryId);
  if (!order || order.senderId !== viewer.id) throw raise(commonErrors.notFound);
  return order;
}

/** Whether the order has a working link; the token itself is never shown again (only its hash is kept). */
export async function getReceiverLink(
  { db, clock }: ReceiverLinksDeps,
  viewer: SessionUser,
  deliveryId: string,
): Promise<ReceiverLinkStatus> {
  const order = await findOwnOrder(db, viewer, deliveryId);
  const [link, events] = await Promise.all([
    repo.findActiveLink(db, order.id),
    listOrderEvents(db, order.id),
  ]);
  const window = linkWindow(order, events, clock.now());
  return {
    receiverName: order.receiverName,
    link:
      link && window.open
        ? { createdAt: link.createdAt.toISOString(), expiresAt: window.expiresAt?.toISOString() ?? null }
        : null,
    canShare: window.open,
  };
}

/**
 * Makes the order's link, ending the one before it in the same transaction (one active link per order). The
 * caller gives the token only in the demo seed (a fixed one the README prints); otherwise 256 random bits.
 */
export async function shareWithReceiver(
  { db, clock }: ReceiverLinksDeps,
  order: Pick<OrderRow, 'id' | 'senderId'>,
  token: string = randomToken(),
): Promise<CreatedReceiverLink> {
  const now = clock.now();
  const created = await db.transaction(async (tx) => {
    // The order's lock keeps two shares at once from both ending the same old link and racing to insert.
    const current = await lockOrder(tx, order.id);
    if (!current) throw raise(commonErrors.notFound);
    const window = linkWindow(current, await listOrderEvents(tx, current.id), now);
    if (!window.open) throw raise(receiverLinkErrors.orderClosed);
    await repo.revokeActiveLink(tx, current.id, now);
    const link = await repo.insertLink(tx, {
      orderId: current.id,
      tokenHash: hashToken(token),
      createdBy: order.senderId,
      createdAt: now,
    });
    return { link, expiresAt: window.expiresAt };
  });
  return {
    token,
    path: receiverTrackingPath(token),
    createdAt: created.link.createdAt.toISOString(),
    expiresAt: created.expiresAt?.toISOString() ?? null,
  };
}

export async function createReceiverLink(
  deps: ReceiverLinksDeps,
  viewer: SessionUser,
  deliveryId: string,
): Promise<CreatedReceiverLink> {
  const order = await findOwnOrder(deps.db, viewer, deliveryId);
  return shareWithReceiver(deps, order);
}

/** Ends the order's link at once; nothing to end is not an error (the sender's wish holds either way). */
export async function revokeReceiverLink(
  { db, clock }: ReceiverLinksDeps,
  viewer: SessionUser,
  deliveryId: string,
): Promise<void> {
  const order = await findOwnOrder(db, viewer, deliveryId);
  await repo.revokeActiveLink(db, order.id, clock.now());
}

/** "Amina" of "Amina Uwase": the receiver learns who to look for, never their surname. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/**
 * The delivery as its receiver sees it. Unknown, malformed, replaced, revoked and expired tokens all answer
 * the same 404, so a guess learns nothing about which links exist.
 */
export async function readReceiverTracking(
  { db, clock }: ReceiverLinksDeps,
  token: string,
): Promise<ReceiverTracking> {
  const found = TOKEN_SHAPE.test(token)
    ? await repo.findActiveLinkByTokenHash(db, hashToken(token))
    : undefined;
  if (!found) throw raise(receiverLinkErrors.linkNotFound);
  const { order } = found;
  const events = await listOrderEvents(db, order.id);
  const window = linkWindow(order, events, clock.now());
  if (!window.open) throw raise(receiverLinkErrors.linkNotFound);
  const carrier = await findOrderCarrier(db, order.id);
  const codeShown = order.status === 'matched' || order.status === 'shipping';
  return {
    deliveryId: order.deliveryId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    events: events
      .filter((event) => PUBLIC_EVENT_TYPES.has(event.type))
      .map((event) => ({
        id: String(event.id),
        type: event.type,
        note: null,
        createdAt: event.createdAt.toISOString(),
      })),
    travelerFirstName: carrier ? firstNameOf(carrier.travelerFullName) || null : null,
    estimatedDeliveryAt: carrier?.arrivalAt.toISOString() ?? null,
    handOverCode: codeShown ? order.handOverCode : null,
    expiresAt: window.expiresAt?.toISOString() ?? null,
  };
}
