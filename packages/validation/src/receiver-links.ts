import { z } from 'zod';
import { defineErrors } from './errors';
import { OrderEventSchema, OrderStatusSchema } from './orders';

/*
 * The receiver's tracking link (docs/decisions/021-receiver-link.md, docs/product/sender.md "Share tracking
 * link"): the sender shares a private link with the receiver named on the order, who follows the delivery and
 * reads the hand-over code without an account.
 */

export { RECEIVER_TRACKING_PATH_PREFIX, receiverTrackingPath } from './receiver-link-paths';

/** A link works until this long after the delivery (none before it); cancelling or failing ends it at once. */
export const RECEIVER_LINK_DAYS_AFTER_DELIVERY = 7;

/** How often the open page asks again (the live event stream is for signed-in people). */
export const RECEIVER_TRACKING_REFRESH_MS = 30_000;

export const receiverLinkMessages = {
  /** One answer for an unknown, revoked, replaced or expired link, so a link says nothing about others. */
  linkNotFound:
    'This tracking link no longer works. The sender may have turned it off or shared a new one, or the delivery ended more than a week ago. Ask the sender for a new link.',
  orderClosed: 'This delivery has ended, so it can no longer be shared.',
} as const;

export const receiverLinkErrors = defineErrors({
  linkNotFound: { status: 404, code: 'not_found', message: receiverLinkMessages.linkNotFound },
  orderClosed: { status: 409, code: 'order_closed', message: receiverLinkMessages.orderClosed },
});

/**
 * The token: 32 random bytes in base64url (43 characters). Any string is taken, so a mistyped or cut link is
 * the same 404 as an unknown one rather than a validation error.
 */
export const ReceiverLinkTokenParamsSchema = z.object({ token: z.string() });

/** The order's link as its sender sees it: never the token (only its hash is kept), only that one is on. */
export const ReceiverLinkStatusSchema = z.object({
  /** The receiver named on the order, who the link is for. */
  receiverName: z.string(),
  /** The active link, if any. */
  link: z
    .object({
      createdAt: z.string(),
      /** Set once the order is delivered: the link stops working then. */
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  /** False once the order is cancelled, failed or past its link's week after delivery. */
  canShare: z.boolean(),
});
export type ReceiverLinkStatus = z.infer<typeof ReceiverLinkStatusSchema>;

/** A new link: its token is shown this once (the server keeps only its hash). */
export const CreatedReceiverLinkSchema = z.object({
  token: z.string(),
  /** The shell page's path, `/track/<token>`; the client makes it absolute with the site map. */
  path: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type CreatedReceiverLink = z.infer<typeof CreatedReceiverLinkSchema>;

/**
 * What the receiver's page shows: the status timeline, the traveler's first name, the estimated arrival, and
 * the hand-over code while the order is matched or shipping. Nothing else of anyone (no surnames, emails,
 * phones, addresses, prices); event notes are left out, since people write them.
 */
export const ReceiverTrackingSchema = z.object({
  deliveryId: z.string(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  events: z.array(OrderEventSchema),
  travelerFirstName: z.string().nullable(),
  estimatedDeliveryAt: z.string().nullable(),
  handOverCode: z.string().nullable(),
  /** When the link stops working (a week after delivery); null before delivery. */
  expiresAt: z.string().nullable(),
});
export type ReceiverTracking = z.infer<typeof ReceiverTrackingSchema>;
