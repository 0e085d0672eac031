import { z } from 'zod';
import { defineRoute } from '../contract';
import { DeliveryIdParamsSchema } from '../orders';
import {
  CreatedReceiverLinkSchema,
  ReceiverLinkStatusSchema,
  ReceiverLinkTokenParamsSchema,
  ReceiverTrackingSchema,
  receiverLinkErrors,
} from '../receiver-links';

// The receiver's tracking link (docs/decisions/021-receiver-link.md): its sender makes and ends it; anyone
// holding it reads the delivery's public view.
const tags = ['receiver-links'] as const;

export const getReceiverLink = defineRoute({
  operationId: 'getReceiverLink',
  method: 'GET',
  path: '/orders/:deliveryId/receiver-link',
  access: 'sender',
  tags,
  summary: 'Whether the order has an active tracking link for its receiver (its sender; 404 for anyone else)',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: ReceiverLinkStatusSchema,
  errors: [],
});

export const createReceiverLink = defineRoute({
  operationId: 'createReceiverLink',
  method: 'POST',
  path: '/orders/:deliveryId/receiver-link',
  access: 'sender',
  tags,
  summary: 'Make the receiver’s tracking link; it replaces the order’s previous one, which stops at once',
  description:
    'The token is answered this once: only its SHA-256 is stored. 409 order_closed once the order is ' +
    'cancelled, failed, or delivered more than a week ago.',
  params: DeliveryIdParamsSchema,
  body: z.object({}).optional(),
  status: 201,
  response: CreatedReceiverLinkSchema,
  errors: [receiverLinkErrors.orderClosed],
});

export const revokeReceiverLink = defineRoute({
  operationId: 'revokeReceiverLink',
  method: 'DELETE',
  path: '/orders/:deliveryId/receiver-link',
  access: 'sender',
  tags,
  summary: 'Turn the receiver’s tracking link off; it stops working at once (204 also when none is on)',
  params: DeliveryIdParamsSchema,
  status: 204,
  response: null,
  errors: [],
});

export const getReceiverTracking = defineRoute({
  operationId: 'getReceiverTracking',
  method: 'GET',
  path: '/receiver-links/:token',
  access: 'public',
  tags,
  summary: 'The delivery as its receiver sees it through the link: no account, rate-limited, noindex',
  description:
    'The same 404 for an unknown, replaced, revoked or expired token. Answers carry X-Robots-Tag: noindex ' +
    'and Referrer-Policy: no-referrer; 429 when one address asks too often.',
  params: ReceiverLinkTokenParamsSchema,
  status: 200,
  response: ReceiverTrackingSchema,
  errors: [receiverLinkErrors.linkNotFound],
});
