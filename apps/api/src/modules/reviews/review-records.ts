import type { Database } from '../../db/client';
import { windowOf } from './review-view';
import * as repo from './reviews.repo';

/*
 * What the other modules may read of reviews (the profiles' Add Review and Message links). The reviews module
 * owns the reviews and review_reminders tables (docs/architecture.md, "Who owns which table").
 */

export interface DealingsWith {
  /** The viewer and the person share an order (one sent it, the other carries or carried it). */
  shared: boolean;
  /** The person carries or carried one of the viewer's orders as its traveler... */
  carriesForViewer: boolean;
  /** ...or the viewer carries or carried one of the person's orders. */
  carriesForPerson: boolean;
  /** The viewer's delivered order with the person whose window is open and the viewer has not reviewed yet. */
  reviewDueFor: string | null;
  /** The newest order they share (Message opens its chat). */
  sharedDeliveryId: string | null;
}

/** How the viewer dealt with the person: shared orders, a review due, the chat to open. */
export async function dealingsWith(
  db: Database,
  viewerId: string,
  personId: string,
  now: Date,
): Promise<DealingsWith> {
  if (viewerId === personId) {
    return {
      shared: false,
      carriesForViewer: false,
      carriesForPerson: false,
      reviewDueFor: null,
      sharedDeliveryId: null,
    };
  }
  const shared = await repo.sharedOrders(db, viewerId, personId);
  const open = shared.filter((order) => windowOf(order, now).window === 'open');
  const written = await repo.reviewsOfOrders(
    db,
    open.map((order) => order.orderId),
  );
  const due = open.find(
    (order) => !written.some((row) => row.orderId === order.orderId && row.authorUserId === viewerId),
  );
  return {
    shared: shared.length > 0,
    carriesForViewer: shared.some((order) => order.senderId === viewerId),
    carriesForPerson: shared.some((order) => order.senderId === personId),
    reviewDueFor: due?.deliveryId ?? null,
    sharedDeliveryId: shared[0]?.deliveryId ?? null,
  };
}
