// Test-only: the response schema of every API route the apps call, so a stubbed answer is parsed exactly as
// the server's answer is (a stub that drifts from the contract fails the test that uses it).

import { MailboxSchema } from '@tote/validation/accounts';
import {
  AdminOrderPageSchema,
  AdminSearchResultSchema,
  AdminStatsSchema,
  AdminTripPageSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  VerificationPageSchema,
  VerificationSchema,
} from '@tote/validation/admin';
import type { HttpMethod, RouteContract } from '@tote/validation/contract';
import {
  ConversationListSchema,
  ConversationSchema,
  MessagePageSchema,
  MessageSchema,
} from '@tote/validation/messages';
import { OrderSchema } from '@tote/validation/orders';
import type { z } from 'zod';

/** What a 2xx answer of the route holds: a schema, or `null` for 204 No Content. */
export type ResponseSchema = z.ZodType | null;

/**
 * "METHOD /path" under /api/v1, `:name` for a path segment (the contracts in packages/validation/src/*.ts
 * list the same routes). A route missing here cannot be stubbed: add it with its schema.
 */
export const API_RESPONSE_SCHEMAS: Record<string, ResponseSchema> = {
  'GET /dev/mailbox': MailboxSchema,
  // The staff console (admin.ts, matches.ts).
  'GET /admin/stats': AdminStatsSchema,
  'GET /admin/orders': AdminOrderPageSchema,
  'GET /admin/trips': AdminTripPageSchema,
  'GET /admin/search': AdminSearchResultSchema,
  'POST /admin/orders/:deliveryId/status': OrderSchema,
  'GET /traveler-verifications': VerificationPageSchema,
  'POST /traveler-verifications/:userId/approve': VerificationSchema,
  'POST /traveler-verifications/:userId/reject': VerificationSchema,
  'GET /admin/users': AdminUserPageSchema,
  'GET /admin/users/:userId': AdminUserDetailSchema,
  'POST /admin/users/:userId/deactivate': AdminUserDetailSchema,
  'POST /admin/users/:userId/reactivate': AdminUserDetailSchema,
  // Chat (messages.ts).
  'GET /conversations': ConversationListSchema,
  'GET /conversations/support': ConversationSchema,
  'GET /orders/:deliveryId/conversation': ConversationSchema,
  'GET /users/:userId/support-conversation': ConversationSchema,
  'GET /conversations/:conversationId/messages': MessagePageSchema,
  'POST /conversations/:conversationId/messages': MessageSchema,
  'POST /conversations/:conversationId/read': ConversationSchema,
};

/**
 * The routes not yet declared as contracts (@tote/validation/contracts/*), as loose contracts: their success
 * body is checked, any error code is accepted. Each moves to its module's contracts and leaves this table.
 */
export const LEGACY_CONTRACTS: RouteContract[] = Object.entries(API_RESPONSE_SCHEMAS).map(([key, schema]) => {
  const [method = 'GET', path = '/'] = key.split(' ');
  return {
    operationId: key,
    method: method as HttpMethod,
    path,
    access: 'public',
    tags: [],
    summary: key,
    status: schema === null ? 204 : 200,
    response: schema,
    errors: [],
    legacy: true,
  } as RouteContract;
});
