// Test-only: the response schema of every API route the apps call, so a stubbed answer is parsed exactly as
// the server's answer is (a stub that drifts from the contract fails the test that uses it).

import { CodeTicketSchema, MailboxSchema, ResetTicketSchema, SessionSchema } from '@tote/validation/accounts';
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
import { ApiErrorSchema } from '@tote/validation/errors';
import {
  MatchPageSchema,
  MatchSchema,
  SenderCandidatePageSchema,
  TravelerCandidatePageSchema,
} from '@tote/validation/matches';
import {
  ConversationListSchema,
  ConversationSchema,
  MessagePageSchema,
  MessageSchema,
} from '@tote/validation/messages';
import {
  NotificationListSchema,
  OrderPageSchema,
  OrderSchema,
  SenderOverviewSchema,
} from '@tote/validation/orders';
import { ProfileSchema, ReviewListSchema } from '@tote/validation/profiles';
import {
  DeliveryPageSchema,
  DeliverySchema,
  TravelerOverviewSchema,
  TravelerProfileSchema,
  TripPageSchema,
  TripSchema,
} from '@tote/validation/trips';
import { EnrolledSessionSchema, EnrolmentSchema } from '@tote/validation/two-factor';
import type { z } from 'zod';

/** What a 2xx answer of the route holds: a schema, or `null` for 204 No Content. */
export type ResponseSchema = z.ZodType | null;

/**
 * "METHOD /path" under /api/v1, `:name` for a path segment (the contracts in packages/validation/src/*.ts
 * list the same routes). A route missing here cannot be stubbed: add it with its schema.
 */
export const API_RESPONSE_SCHEMAS: Record<string, ResponseSchema> = {
  'GET /auth/session': SessionSchema,
  'POST /auth/signup': CodeTicketSchema,
  'POST /auth/verify-email': SessionSchema,
  'POST /auth/codes/resend': CodeTicketSchema,
  'POST /auth/login': SessionSchema,
  'POST /auth/logout': null,
  'POST /auth/password/forgot': CodeTicketSchema,
  'POST /auth/password/verify-code': ResetTicketSchema,
  'POST /auth/password/reset': null,
  'POST /auth/two-factor/enrolment': EnrolmentSchema,
  'POST /auth/two-factor/enrolment/confirm': EnrolledSessionSchema,
  'POST /auth/two-factor/verify': SessionSchema,
  'POST /auth/two-factor/recover': SessionSchema,
  'POST /me/roles': SessionSchema,
  'POST /me/traveler-verification': SessionSchema,
  'POST /me/password': null,
  'POST /me/deactivate': null,
  'GET /dev/mailbox': MailboxSchema,
  'POST /orders': OrderSchema,
  'GET /orders': OrderPageSchema,
  'GET /orders/overview': SenderOverviewSchema,
  'GET /orders/:deliveryId': OrderSchema,
  'PATCH /orders/:deliveryId/address': OrderSchema,
  'POST /orders/:deliveryId/cancel': OrderSchema,
  'GET /notifications': NotificationListSchema,
  'POST /notifications/read-all': null,
  'GET /users/:userId/profile': ProfileSchema,
  'PUT /users/:userId/profile': ProfileSchema,
  'PUT /users/:userId/avatar': ProfileSchema,
  'GET /users/:userId/reviews': ReviewListSchema,
  'GET /users/:userId/traveler-profile': TravelerProfileSchema,
  'POST /trips': TripSchema,
  'GET /trips': TripPageSchema,
  'GET /trips/:tripId': TripSchema,
  'POST /trips/:tripId/cancel': TripSchema,
  'POST /trips/:tripId/approve': TripSchema,
  'POST /trips/:tripId/reject': TripSchema,
  'GET /deliveries': DeliveryPageSchema,
  'GET /deliveries/overview': TravelerOverviewSchema,
  'GET /deliveries/:deliveryId': DeliverySchema,
  'POST /deliveries/:deliveryId/picked-up': DeliverySchema,
  'POST /deliveries/:deliveryId/delivered': DeliverySchema,
  // The staff console (admin.ts, matches.ts).
  'GET /admin/stats': AdminStatsSchema,
  'GET /admin/orders': AdminOrderPageSchema,
  'GET /admin/trips': AdminTripPageSchema,
  'GET /admin/search': AdminSearchResultSchema,
  'POST /admin/orders/:deliveryId/status': OrderSchema,
  'GET /orders/:deliveryId/candidates': TravelerCandidatePageSchema,
  'GET /trips/:tripId/candidates': SenderCandidatePageSchema,
  'POST /matches': MatchSchema,
  'GET /matches': MatchPageSchema,
  'POST /matches/:matchId/unmatch': MatchSchema,
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

/** Every error answer of every route: the { error: { code, message, fields? } } envelope. */
export const API_ERROR_SCHEMA = ApiErrorSchema;

const PATTERNS = Object.keys(API_RESPONSE_SCHEMAS).map((key) => {
  const [method = '', path = ''] = key.split(' ');
  const segments = path.split('/');
  return { key, method, segments };
});

/**
 * The contract's key for a concrete "METHOD /path" ("GET /orders/TT-7K3Q9M" -> "GET /orders/:deliveryId");
 * a literal segment wins over a parameter ("/orders/overview" is not an order).
 */
export function contractRouteOf(route: string): string | undefined {
  if (Object.hasOwn(API_RESPONSE_SCHEMAS, route)) return route;
  const [method = '', path = ''] = route.split(' ');
  const segments = path.split('/');
  return PATTERNS.find(
    (pattern) =>
      pattern.method === method &&
      pattern.segments.length === segments.length &&
      pattern.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
  )?.key;
}
