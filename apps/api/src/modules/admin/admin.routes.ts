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
  DeactivateUserSchema,
  RejectVerificationSchema,
  UpdateDeliveryStatusSchema,
  UserIdParamsSchema,
  VerificationListQuerySchema,
  VerificationPageSchema,
  VerificationSchema,
} from '@tote/validation/admin';
import { ApiErrorSchema } from '@tote/validation/errors';
import { DeliveryIdParamsSchema, OrderSchema } from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session';
import { createTravelerReview } from '../travelers/review';
import { createAdminService } from './admin.service';

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const NO_BODY = z.object({}).nullish(); // the app sends none

/** HTTP only: parses, calls admin.service.ts, shapes the answer. Every route: staff only (spec §2 admin screens). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = app.log.child({ module: 'admin' });
  const travelers = createTravelerReview({ db: app.db, clock: app.clock, mailer: app.mailer, log });
  const admin = createAdminService({ db: app.db, clock: app.clock, log, travelers, payments: app.payments });

  app.get(
    '/admin/stats',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'The /admin cards: travelers, senders, packages this month, and the review queues',
        response: { 200: AdminStatsSchema, ...ERRORS },
      },
    },
    async () => admin.stats(),
  );

  app.get(
    '/admin/search',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'The /admin search box: orders, trips and people matching q, a few of each',
        querystring: AdminSearchQuerySchema,
        response: { 200: AdminSearchResultSchema, ...ERRORS },
      },
    },
    async (request) => admin.search(request.query.q),
  );

  app.get(
    '/admin/orders',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Every order, newest first, with its sender (and traveler); server search',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderPageSchema, ...ERRORS },
      },
    },
    async (request) => admin.listOrders(request.query),
  );

  app.post(
    '/admin/orders/:deliveryId/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Update Delivery Status: mark failed (with a reason) or correct it, by the order lifecycle',
        description:
          '409 invalid_transition when the lifecycle does not allow it. Sender and traveler are notified.',
        params: DeliveryIdParamsSchema,
        body: UpdateDeliveryStatusSchema,
        response: { 200: OrderSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) =>
      admin.updateDeliveryStatus(currentUser(request), request.params.deliveryId, request.body),
  );

  app.get(
    '/admin/trips',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Every trip (the /admin-l Travelers tab); upcoming=true: not departed, soonest first',
        querystring: AdminTripListQuerySchema,
        response: { 200: AdminTripPageSchema, ...ERRORS },
      },
    },
    async (request) => admin.listTrips(request.query),
  );

  app.get(
    '/traveler-verifications',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Traveler verifications by status (default: pending, oldest first)',
        querystring: VerificationListQuerySchema,
        response: { 200: VerificationPageSchema, ...ERRORS },
      },
    },
    async (request) => admin.listVerifications(request.query),
  );

  app.post(
    '/traveler-verifications/:userId/approve',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending verification; the traveler is notified and emailed',
        description: '409 not_pending; 403 own_verification.',
        params: UserIdParamsSchema,
        body: NO_BODY,
        response: { 200: VerificationSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => admin.approveVerification(currentUser(request), request.params.userId),
  );

  app.post(
    '/traveler-verifications/:userId/reject',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending verification with a reason; the traveler is notified and emailed',
        description: '409 not_pending; 403 own_verification.',
        params: UserIdParamsSchema,
        body: RejectVerificationSchema,
        response: { 200: VerificationSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => admin.rejectVerification(currentUser(request), request.params.userId, request.body),
  );

  app.get(
    '/admin/users',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Senders or travelers (the /user tabs), by name; server search',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserPageSchema, ...ERRORS },
      },
    },
    async (request) => admin.listUsers(request.query),
  );

  app.get(
    '/admin/users/:userId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'A person’s profile for staff: verification, latest orders and trips',
        params: UserIdParamsSchema,
        response: { 200: AdminUserDetailSchema, ...ERRORS },
      },
    },
    async (request) => admin.getUser(request.params.userId),
  );

  app.post(
    '/admin/users/:userId/deactivate',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Deactivate an account (every session ends; records stay); 409 own_account, staff_account',
        params: UserIdParamsSchema,
        body: DeactivateUserSchema.nullish(),
        response: { 200: AdminUserDetailSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => admin.deactivateUser(currentUser(request), request.params.userId, request.body ?? {}),
  );

  app.post(
    '/admin/users/:userId/reactivate',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Reactivate a deactivated account (the person signs in again)',
        params: UserIdParamsSchema,
        body: NO_BODY,
        response: { 200: AdminUserDetailSchema, ...ERRORS },
      },
    },
    async (request) => admin.reactivateUser(currentUser(request), request.params.userId),
  );
};
