import type { VolumeLimit } from '../../platform/volume-limits';

/**
 * The count rules of placing orders, in one place (docs/product/messages.md, Limits that produce a message).
 */

const HOUR = 60 * 60 * 1000;

/**
 * New orders one sender may place (OWASP API4:2023 unrestricted resource consumption, API6:2023 unrestricted
 * access to sensitive business flows): each order lands on every staff member's queue and live stream, so a
 * script must not be able to place hundreds. A person sending a few parcels places one or two a week; a small
 * shop sending a batch for a trip places a handful in an hour. 10 in any hour lets that batch through, and 30 in
 * any 24 hours is three such batches a day. Counted from the sender's own orders (cancelled ones too: they
 * reached the staff all the same), so it holds across API instances; an idempotent retry makes no order and so
 * counts nothing.
 */
export const NEW_ORDER_LIMITS: readonly VolumeLimit[] = [
  { max: 10, windowMs: HOUR },
  { max: 30, windowMs: 24 * HOUR },
];
