import * as disputes from '@tote/validation/contracts/disputes';
import type { DisputeStatus, OpenDispute, ResolveDispute } from '@tote/validation/disputes';
import { call } from './client';

// Disputes (@tote/validation/contracts/disputes): the sender opens one, staff resolve it.

/** Open a dispute: the reason, the description and the photos, as one multipart form. */
export function openDispute(deliveryId: string, fields: OpenDispute, photos: readonly File[]) {
  const form = new FormData();
  form.append('reason', fields.reason);
  form.append('description', fields.description);
  for (const photo of photos) form.append('photos', photo);
  return call(disputes.openDispute, { params: { deliveryId }, form });
}

export const getOrderDisputes = (deliveryId: string) =>
  call(disputes.listOrderDisputes, { params: { deliveryId } });

export const getDisputeConversation = (disputeId: string) =>
  call(disputes.getDisputeConversation, { params: { disputeId } });

/** Staff: the Disputes queue, oldest first. */
export const getDisputes = (status: DisputeStatus = 'open') =>
  call(disputes.listDisputes, { query: { status } });

export const resolveDispute = (disputeId: string, resolution: ResolveDispute) =>
  call(disputes.resolveDispute, { params: { disputeId }, json: resolution });

export const getUserDisputes = (userId: string) => call(disputes.getUserDisputes, { params: { userId } });
