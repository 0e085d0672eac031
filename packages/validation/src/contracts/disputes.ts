import { UserIdParamsSchema } from '../admin';
import { defineRoute } from '../contract';
import {
  DisputeListSchema,
  DisputeParamsSchema,
  DisputeQueueQuerySchema,
  DisputeSchema,
  disputeErrors,
  OrderDisputesSchema,
  ResolveDisputeSchema,
  UserDisputesSchema,
} from '../disputes';
import { ConversationSchema } from '../messages';
import { DeliveryIdParamsSchema, orderErrors } from '../orders';
import { uploadErrors } from '../uploads';

// Disputes: the sender complains about a delivery, the traveler answers in the dispute's thread, staff resolve
// it with a refund or a release (docs/decisions/019-disputes.md).
const tags = ['disputes'] as const;

export const openDispute = defineRoute({
  operationId: 'openDispute',
  method: 'POST',
  path: '/orders/:deliveryId/disputes',
  access: 'sender',
  tags,
  summary:
    'Open a dispute about a delivery: a reason, a description and up to 4 photos (multipart/form-data)',
  description:
    'Fields `reason` and `description`; files in `photos` (PNG, JPEG or GIF by content, 5 MB each). Only the ' +
    'order’s sender (404 for anyone else), within the hold after the hand-over (409 dispute_window_closed), or ' +
    'once an undelivered order is 48 hours past its estimated arrival (409 dispute_too_early). One dispute per ' +
    'order: 409 dispute_already_open, or dispute_resolved when it was resolved (never reopened).',
  consumes: ['multipart/form-data'],
  params: DeliveryIdParamsSchema,
  status: 201,
  response: DisputeSchema,
  errors: [
    disputeErrors.afterHold,
    disputeErrors.tooEarly,
    disputeErrors.notDisputable,
    disputeErrors.alreadyOpen,
    disputeErrors.alreadyResolved,
    orderErrors.imageTooLarge,
    orderErrors.imageType,
    disputeErrors.tooManyPhotos,
    uploadErrors.unknownField,
    uploadErrors.tooManyParts,
    uploadErrors.malformedForm,
    uploadErrors.quotaExceeded,
    uploadErrors.notMultipart,
  ],
});

export const listOrderDisputes = defineRoute({
  operationId: 'listOrderDisputes',
  method: 'GET',
  path: '/orders/:deliveryId/disputes',
  access: 'user',
  tags,
  summary:
    'The order’s dispute, if any, and whether its sender may open one now (its people or staff; else 404)',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: OrderDisputesSchema,
  errors: [],
});

export const getDisputeConversation = defineRoute({
  operationId: 'getDisputeConversation',
  method: 'GET',
  path: '/disputes/:disputeId/conversation',
  access: 'user',
  tags,
  summary: 'The dispute’s thread between the sender, the traveler and staff (404 for anyone else)',
  params: DisputeParamsSchema,
  status: 200,
  response: ConversationSchema,
  errors: [],
});

export const listDisputes = defineRoute({
  operationId: 'listDisputes',
  method: 'GET',
  path: '/admin/disputes',
  access: 'staff',
  tags,
  summary:
    'Staff: the disputes queue, oldest first (open by default; `status=resolved` for the decided ones)',
  query: DisputeQueueQuerySchema,
  status: 200,
  response: DisputeListSchema,
  errors: [],
});

export const resolveDispute = defineRoute({
  operationId: 'resolveDispute',
  method: 'POST',
  path: '/admin/disputes/:disputeId/resolve',
  access: 'staff',
  tags,
  summary: 'Staff: resolve a dispute with a full refund, a partial refund of an amount, or a release',
  description:
    'The money moves in the ledger on the same transaction; the provider refund follows the commit. ' +
    '422 refund_above_paid when the refund is more than was paid; 409 dispute_already_resolved.',
  params: DisputeParamsSchema,
  body: ResolveDisputeSchema,
  status: 200,
  response: DisputeSchema,
  errors: [disputeErrors.resolved, disputeErrors.refundAbovePaid, disputeErrors.paymentNotCaptured],
});

export const getUserDisputes = defineRoute({
  operationId: 'getUserDisputes',
  method: 'GET',
  path: '/admin/users/:userId/disputes',
  access: 'staff',
  tags,
  summary: 'Staff: the disputes a person was part of (as sender or traveler) and how each ended',
  params: UserIdParamsSchema,
  status: 200,
  response: UserDisputesSchema,
  errors: [],
});
