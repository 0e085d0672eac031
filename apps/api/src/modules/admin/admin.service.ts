import type {
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderSummary,
  AdminSearchResult,
  AdminStats,
  AdminTripPage,
  AdminUserDetail,
  AdminUserPage,
  AdminUserSummary,
  DeactivateUser,
  RejectVerification,
  UpdateDeliveryStatus,
  Verification,
  VerificationPage,
} from '@tote/validation/admin';
import {
  ADMIN_SEARCH_LIMIT,
  AdminOrderListQuerySchema,
  type AdminTripListQuerySchema,
  type AdminUserListQuerySchema,
  adminMessages,
  nationalIdPath,
  type VerificationListQuery,
  VerificationListQuerySchema,
} from '@tote/validation/admin';
import type { Currency, Order, OrderSummary } from '@tote/validation/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { HttpError } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { deactivateAccount, reactivateAccount } from '../accounts/account-settings';
import { avatarUrlOf, findAccount, type SessionUser } from '../accounts/users';
import { findOrderByDeliveryId } from '../orders/order-records';
import { transitionOrder } from '../orders/order-status';
import { loadOrderView } from '../orders/order-view';
import type { TravelerReview } from '../travelers/review';
import { toTrip } from '../trips/trip-view';
import * as repo from './admin.repo';

export interface AdminDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The travelers module decides verifications (one code path with PUT /admin/travelers/:userId/verification). */
  travelers: TravelerReview;
}

const LATEST = 10;

const errors = {
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
  ownAccount: () => new HttpError(409, 'own_account', adminMessages.ownAccount),
  staffAccount: () => new HttpError(409, 'staff_account', adminMessages.staffAccount),
};

const kgOf = (grams: number) => grams / 1000;

function toOrderSummary(order: OrderRow, travelerName: string | null): OrderSummary {
  return {
    id: order.id,
    deliveryId: order.deliveryId,
    category: order.category,
    itemNames: order.itemNames,
    pickupCountry: order.pickupCountry,
    deliveryAddress: order.deliveryAddress,
    deliveryCountry: order.deliveryCountry,
    status: order.status,
    travelerName,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

function toAdminOrder(row: repo.AdminOrderRow): AdminOrderSummary {
  return {
    ...toOrderSummary(row.order, row.travelerName),
    senderId: row.order.senderId,
    senderName: row.senderName,
    weightKg: kgOf(row.order.weightGrams),
    price: { amountMinor: row.order.priceMinor, currency: row.order.currency as Currency },
  };
}

function toVerification(row: repo.VerificationRow): Verification {
  const { verification, user } = row;
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    country: user.country,
    state: user.state,
    status: user.travelerStatus,
    residentialAddress: verification.residentialAddress,
    placeOfWork: verification.placeOfWork,
    nationalIdUrl: nationalIdPath(user.id),
    submittedAt: verification.submittedAt.toISOString(),
    reviewedAt: verification.reviewedAt?.toISOString() ?? null,
    reviewNote: verification.reviewNote,
  };
}

function toUserSummary(row: repo.AdminUserRow): AdminUserSummary {
  const { user } = row;
  return {
    id: user.id,
    fullName: user.fullName,
    avatarUrl: avatarUrlOf(user),
    state: user.state,
    country: user.country,
    isSender: user.isSender,
    isTraveler: user.isTraveler,
    travelerStatus: user.travelerStatus,
    itemsSent: row.itemsSent,
    itemsDelivered: row.itemsDelivered,
    deactivated: user.deactivatedAt !== null,
  };
}

export function createAdminService({ db, clock, log, travelers }: AdminDeps) {
  async function userDetail(userId: string): Promise<AdminUserDetail> {
    const found = await repo.findUser(db, userId);
    if (!found) throw errors.notFound();
    const now = clock.now();
    const [verification, latestOrders, latestTrips] = await Promise.all([
      repo.findVerification(db, userId),
      repo.latestOrdersOf(db, userId, LATEST),
      repo.listTrips(db, {
        status: undefined,
        upcomingAfter: undefined,
        travelerId: userId,
        q: undefined,
        limit: LATEST,
        offset: 0,
      }),
    ]);
    return {
      ...toUserSummary(found),
      email: found.user.email,
      isStaff: found.user.isStaff,
      deactivatedAt: found.user.deactivatedAt?.toISOString() ?? null,
      createdAt: found.user.createdAt.toISOString(),
      verification: verification ? toVerification(verification) : null,
      orders: latestOrders.map((row) => toOrderSummary(row.order, row.travelerName)),
      trips: latestTrips.rows.map((row) => toTrip(row, now)),
    };
  }

  async function verificationOf(userId: string): Promise<Verification> {
    const found = await repo.findVerification(db, userId);
    if (!found) throw errors.notFound();
    return toVerification(found);
  }

  return {
    /** The /admin stat cards: travelers, senders, packages this month (UTC), and the queues' sizes. */
    async stats(): Promise<AdminStats> {
      const now = clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      return repo.countStats(db, monthStart, nextMonthStart);
    },

    async listOrders(query: AdminOrderListQuery): Promise<AdminOrderPage> {
      const { status, q, page, pageSize } = AdminOrderListQuerySchema.parse(query);
      const { rows, total } = await repo.listOrders(db, {
        status,
        q: q || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { orders: rows.map(toAdminOrder), total, page, pageSize };
    },

    async listTrips(query: z.output<typeof AdminTripListQuerySchema>): Promise<AdminTripPage> {
      const { status, upcoming, q, page, pageSize } = query;
      const now = clock.now();
      const { rows, total } = await repo.listTrips(db, {
        status,
        upcomingAfter: upcoming ? now : undefined,
        q: q || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { trips: rows.map((row) => toTrip(row, now)), total, page, pageSize };
    },

    /**
     * Update Delivery Status (spec §2 /admin): staff correct a delivery through the same lifecycle rules as
     * everyone (transitionOrder: 409 invalid_transition otherwise), e.g. failed with a reason. The reason is the
     * event's note and is in both notices.
     */
    async updateDeliveryStatus(
      staff: SessionUser,
      deliveryId: string,
      input: UpdateDeliveryStatus,
    ): Promise<Order> {
      const order = await findOrderByDeliveryId(db, deliveryId);
      if (!order) throw errors.notFound();
      const now = clock.now();
      const updated = await db.transaction((tx) =>
        transitionOrder(tx, order.id, input.status, staff, { at: now, note: input.reason || null }),
      );
      log.info({ deliveryId, status: input.status, staffId: staff.id }, 'delivery status set by staff');
      return loadOrderView(db, updated, staff.id);
    },

    async listVerifications(query: VerificationListQuery): Promise<VerificationPage> {
      const { status, page, pageSize } = VerificationListQuerySchema.parse(query);
      const { rows, total } = await repo.listVerifications(db, {
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { verifications: rows.map(toVerification), total, page, pageSize };
    },

    async approveVerification(staff: SessionUser, userId: string): Promise<Verification> {
      await travelers.setTravelerStatus(staff, userId, { status: 'verified' });
      return verificationOf(userId);
    },

    async rejectVerification(
      staff: SessionUser,
      userId: string,
      input: RejectVerification,
    ): Promise<Verification> {
      await travelers.setTravelerStatus(staff, userId, { status: 'rejected', reason: input.reason });
      return verificationOf(userId);
    },

    async listUsers(query: z.output<typeof AdminUserListQuerySchema>): Promise<AdminUserPage> {
      const { role, q, page, pageSize } = query;
      const { rows, total } = await repo.listUsers(db, {
        role,
        q: q || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { users: rows.map(toUserSummary), total, page, pageSize };
    },

    getUser: userDetail,

    /** The /admin search box: a few orders, trips and people matching `q`, and how many there are of each. */
    async search(q: string): Promise<AdminSearchResult> {
      const now = clock.now();
      const limit = ADMIN_SEARCH_LIMIT;
      const [orderPage, tripPage, userPage] = await Promise.all([
        repo.listOrders(db, { status: undefined, q, limit, offset: 0 }),
        repo.listTrips(db, { status: undefined, upcomingAfter: undefined, q, limit, offset: 0 }),
        repo.searchUsers(db, { q, limit }),
      ]);
      return {
        orders: orderPage.rows.map(toAdminOrder),
        orderTotal: orderPage.total,
        trips: tripPage.rows.map((row) => toTrip(row, now)),
        tripTotal: tripPage.total,
        users: userPage.rows.map(toUserSummary),
        userTotal: userPage.total,
      };
    },

    /**
     * The person can no longer sign in and every session of theirs ends now; their records stay. Not oneself
     * (Account settings does that) and not staff (managed with the admin:create CLI).
     */
    async deactivateUser(
      staff: SessionUser,
      userId: string,
      input: DeactivateUser,
    ): Promise<AdminUserDetail> {
      if (staff.id === userId) throw errors.ownAccount();
      const target = await findAccount(db, userId);
      if (!target) throw errors.notFound();
      if (target.isStaff) throw errors.staffAccount();
      const now = clock.now();
      const ended = await deactivateAccount(db, target, now);
      log.info(
        { userId, staffId: staff.id, endedSessions: ended, reason: input.reason ?? null },
        'account deactivated by staff',
      );
      return userDetail(userId);
    },

    async reactivateUser(staff: SessionUser, userId: string): Promise<AdminUserDetail> {
      const target = await findAccount(db, userId);
      if (!target) throw errors.notFound();
      if (target.deactivatedAt) {
        await reactivateAccount(db, userId, clock.now());
        log.info({ userId, staffId: staff.id }, 'account reactivated by staff');
      }
      return userDetail(userId);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
