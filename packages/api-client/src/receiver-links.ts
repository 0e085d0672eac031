import * as receiverLinks from '@tote/validation/contracts/receiver-links';
import { call } from './client';

// The receiver's tracking link (@tote/validation/contracts/receiver-links, docs/decisions/021-receiver-link.md).

/** Whether the order has an active link (never its token: only a hash is kept). */
export const getReceiverLink = (deliveryId: string) =>
  call(receiverLinks.getReceiverLink, { params: { deliveryId } });

/** A new link, replacing the order's previous one; its token is answered this once. */
export const createReceiverLink = (deliveryId: string) =>
  call(receiverLinks.createReceiverLink, { params: { deliveryId }, json: {} });

/** Turns the order's link off at once. */
export const revokeReceiverLink = (deliveryId: string) =>
  call(receiverLinks.revokeReceiverLink, { params: { deliveryId } });

/** The delivery as the receiver sees it through the link (no account). */
export const getReceiverTracking = (token: string) =>
  call(receiverLinks.getReceiverTracking, { params: { token } });
