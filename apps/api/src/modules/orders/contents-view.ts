import type { ContentsDeclaration, Currency } from '@tote/validation/orders';
import type { OrderRow } from '../../db/schema/orders';

/**
 * The order's declared contents (docs/decisions/020-declared-contents.md): the items as the sender named them,
 * the price as their declared value, and the attestation against a version of the prohibited items list. For
 * the sender's and staff's order view and the traveler's delivery.
 */
export function contentsOf(order: OrderRow): ContentsDeclaration {
  return {
    category: order.category,
    itemNames: order.itemNames,
    declaredValue: { amountMinor: order.priceMinor, currency: order.currency as Currency },
    attestedAt: order.contentsAttestedAt?.toISOString() ?? null,
    listVersion: order.prohibitedListVersion,
  };
}
