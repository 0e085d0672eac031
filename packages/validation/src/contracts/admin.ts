import { z } from 'zod';
import {
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  AdminSearchQuerySchema,
  AdminSearchResultSchema,
  AdminStatsSchema,
  AdminTripListQuerySchema,
  AdminTripPageSchema,
  AdminUserDetailSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  adminErrors,
  DeactivateUserSchema,
  RejectVerificationSchema,
  UpdateDeliveryStatusSchema,
  UserIdParamsSchema,
  VerificationListQuerySchema,
  VerificationPageSchema,
  VerificationSchema,
} from '../admin';
import { defineRoute } from '../contract';
import { DeliveryIdParamsSchema, OrderSchema, orderErrors } from '../orders';

// The staff console's lists and decisions (docs/product/admin.md): staff only. Matching: contracts/matches.ts.
const tags = ['admin'] as const;
const noBody = z.object({}).nullish(); // the app sends none

export const getAdminStats = defineRoute({
  operationId: 'getAdminStats',
  method: 'GET',
  path: '/admin/stats',
  access: 'staff',
  tags,
  summary: 'The /admin cards: travelers, senders, packages and revenue this month, and the review queues',
  status: 200,
  response: AdminStatsSchema,
  errors: [],
});

export const searchAdmin = defineRoute({
  operationId: 'searchAdmin',
  method: 'GET',
  path: '/admin/search',
  access: 'staff',
  tags,
  summary: 'The /admin search box: orders, trips and people matching q, a few of each',
  query: AdminSearchQuerySchema,
  status: 200,
  response: AdminSearchResultSchema,
  errors: [],
});

export const listAdminOrders = defineRoute({
  operationId: 'listAdminOrders',
  method: 'GET',
  path: '/admin/orders',
  access: 'staff',
  tags,
  summary: 'Every order, newest first, with its sender (and traveler); server search',
  description:
    "`after`: the Delivery ID of the previous page's last order (a keyset page); 400 page_after_gone when no order has it.",
  query: AdminOrderListQuerySchema,
  status: 200,
  response: AdminOrderPageSchema,
  errors: [adminErrors.pageAfterGone],
});

export const updateDeliveryStatus = defineRoute({
  operationId: 'updateDeliveryStatus',
  method: 'POST',
  path: '/admin/orders/:deliveryId/status',
  access: 'staff',
  tags,
  summary: 'Update Delivery Status: mark failed (with a reason) or correct it, by the order lifecycle',
  description:
    '409 invalid_transition when the lifecycle does not allow it. Sender and traveler are notified.',
  params: DeliveryIdParamsSchema,
  body: UpdateDeliveryStatusSchema,
  status: 200,
  response: OrderSchema,
  errors: [orderErrors.invalidTransition],
});

export const listAdminTrips = defineRoute({
  operationId: 'listAdminTrips',
  method: 'GET',
  path: '/admin/trips',
  access: 'staff',
  tags,
  summary: 'Every trip (the /admin-l Travelers tab); upcoming=true: not departed, soonest first',
  query: AdminTripListQuerySchema,
  status: 200,
  response: AdminTripPageSchema,
  errors: [],
});

export const listTravelerVerifications = defineRoute({
  operationId: 'listTravelerVerifications',
  method: 'GET',
  path: '/traveler-verifications',
  access: 'staff',
  tags,
  summary: 'Traveler verifications by status (default: pending, oldest first)',
  query: VerificationListQuerySchema,
  status: 200,
  response: VerificationPageSchema,
  errors: [],
});

export const approveTravelerVerification = defineRoute({
  operationId: 'approveTravelerVerification',
  method: 'POST',
  path: '/traveler-verifications/:userId/approve',
  access: 'staff',
  tags,
  summary: 'Approve a pending verification; the traveler is notified and emailed',
  description: '409 not_pending; 403 own_verification.',
  params: UserIdParamsSchema,
  body: noBody,
  status: 200,
  response: VerificationSchema,
  errors: [adminErrors.notPending, adminErrors.ownVerification],
});

export const rejectTravelerVerification = defineRoute({
  operationId: 'rejectTravelerVerification',
  method: 'POST',
  path: '/traveler-verifications/:userId/reject',
  access: 'staff',
  tags,
  summary: 'Reject a pending verification with a reason; the traveler is notified and emailed',
  description: '409 not_pending; 403 own_verification.',
  params: UserIdParamsSchema,
  body: RejectVerificationSchema,
  status: 200,
  response: VerificationSchema,
  errors: [adminErrors.notPending, adminErrors.ownVerification],
});

export const listAdminUsers = defineRoute({
  operationId: 'listAdminUsers',
  method: 'GET',
  path: '/admin/users',
  access: 'staff',
  tags,
  summary: 'Senders or travelers (the /user tabs), by name; server search',
  query: AdminUserListQuerySchema,
  status: 200,
  response: AdminUserPageSchema,
  errors: [],
});

export const getAdminUser = defineRoute({
  operationId: 'getAdminUser',
  method: 'GET',
  path: '/admin/users/:userId',
  access: 'staff',
  tags,
  summary: 'A person’s profile for staff: verification, latest orders and trips',
  params: UserIdParamsSchema,
  status: 200,
  response: AdminUserDetailSchema,
  errors: [],
});

export const deactivateUser = defineRoute({
  operationId: 'deactivateUser',
  method: 'POST',
  path: '/admin/users/:userId/deactivate',
  access: 'staff',
  tags,
  summary: 'Deactivate an account (every session ends; records stay); 409 own_account, staff_account',
  params: UserIdParamsSchema,
  body: DeactivateUserSchema.nullish(),
  status: 200,
  response: AdminUserDetailSchema,
  errors: [adminErrors.ownAccount, adminErrors.staffAccount],
});

export const reactivateUser = defineRoute({
  operationId: 'reactivateUser',
  method: 'POST',
  path: '/admin/users/:userId/reactivate',
  access: 'staff',
  tags,
  summary: 'Reactivate a deactivated account (the person signs in again); 409 staff_account',
  params: UserIdParamsSchema,
  body: noBody,
  status: 200,
  response: AdminUserDetailSchema,
  errors: [adminErrors.staffAccount],
});
