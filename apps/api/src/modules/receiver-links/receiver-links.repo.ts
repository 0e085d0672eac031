import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderRow, orders } from '../../db/schema/orders';
import { type ReceiverLinkRow, receiverLinks } from '../../db/schema/receiver-links';

// SQL only, on the table this module owns (receiver_links); the order is read through a join, never written.

/** The active link whose token hashes to this, with its order. */
export async function findActiveLinkByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<{ link: ReceiverLinkRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ link: receiverLinks, order: orders })
    .from(receiverLinks)
    .innerJoin(orders, eq(orders.id, receiverLinks.orderId))
    .where(and(eq(receiverLinks.tokenHash, tokenHash), isNull(receiverLinks.revokedAt)))
    .limit(1);
  return row;
}

/** The order's active link, if any (at most one: receiver_links_active_order_key). */
export async function findActiveLink(db: Database, orderId: string): Promise<ReceiverLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(receiverLinks)
    .where(and(eq(receiverLinks.orderId, orderId), isNull(receiverLinks.revokedAt)))
    .limit(1);
  return row;
}

/** Ends the order's active link, if any; how many were ended (0 or 1). */
export async function revokeActiveLink(db: Database, orderId: string, at: Date): Promise<number> {
  const ended = await db
    .update(receiverLinks)
    .set({ revokedAt: at })
    .where(and(eq(receiverLinks.orderId, orderId), isNull(receiverLinks.revokedAt)))
    .returning({ id: receiverLinks.id });
  return ended.length;
}

export async function insertLink(
  db: Database,
  values: { orderId: string; tokenHash: string; createdBy: string; createdAt: Date },
): Promise<ReceiverLinkRow> {
  const [row] = await db.insert(receiverLinks).values(values).returning();
  if (!row) throw new Error('receiver link insert returned no row');
  return row;
}
