import {
  ADMIN_SEARCH_COUNT_UP_TO,
  ADMIN_SEARCH_LIMIT,
  type AdminOrderListQuery,
  AdminOrderListQuerySchema,
  type AdminOrderPage,
  type AdminSearchResult,
  type AdminStats,
  type AdminTripListQuerySchema,
  type AdminTripPage,
  type AdminUserListQuerySchema,
  adminErrors,
  countReachOf,
  type DeactivateUser,
  type RejectVerification,
  type UpdateDeliveryStatus,
  type VerificationListQuery,
} from '@tote/validation/admin';
import { commonErrors } from '@tote/validation/contract';
import type { Order } from '@tote/validation/orders';
import type { z } from 'zod';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import { findOrderByDeliveryId, lockOrder } from '../orders/order-records';
import { transitionOrder } from '../orders/order-status';
import { loadOrderView } from '../orders/order-view';
import { feesEarnedBetween } from '../payments/revenue';
import { toTrip } from '../trips/trip-view';
import type { AdminDeps } from './admin.deps';
import * as repo from './admin.repo';
import {
  approveVerification,
  deactivateUser,
  listUsers,
  listVerifications,
  reactivateUser,
  rejectVerification,
  userDetail,
} from './admin-users';
import { toAdminOrder, toUserSummary } from './admin-views';

export type { AdminDeps } from './admin.deps';

/** The /admin stat cards: travelers, senders, packages and Tote's fees this month (UTC), and the queues' sizes. */
async function stats({ db, clock }: AdminDeps): Promise<AdminStats> {
  const now = clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [counts, revenueThisMonth] = await Promise.all([
    repo.countStats(db, monthStart, nextMonthStart),
    feesEarnedBetween(db, monthStart, nextMonthStart),
  ]);
  return { ...counts, revenueThisMonth };
}

async function listOrders({ db }: AdminDeps, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  const { status, q, page, pageSize, after } = AdminOrderListQuerySchema.parse(query);
  // A keyset page starts after the order that ended the page before (orders are never deleted; a wrong ID is told).
  const afterOrder = after === undefined ? undefined : await findOrderByDeliveryId(db, after);
  if (after !== undefined && !afterOrder) throw raise(adminErrors.pageAfterGone);
  const { rows, total } = await repo.listOrders(db, {
    status,
    q: q || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    after: afterOrder?.id,
    countUpTo: countReachOf(q, pageSize),
  });
  return { orders: rows.map(toAdminOrder), total, page, pageSize };
}

async function listTrips(
  { db, clock }: AdminDeps,
  query: z.output<typeof AdminTripListQuerySchema>,
): Promise<AdminTripPage> {
  const { status, upcoming, q, page, pageSize } = query;
  const now = clock.now();
  const { rows, total } = await repo.listTrips(db, {
    status,
    upcomingAfter: upcoming ? now : undefined,
    q: q || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    countUpTo: countReachOf(q, pageSize),
  });
  return { trips: rows.map((row) => toTrip(row, now)), total, page, pageSize };
}

/**
 * Update Delivery Status (docs/product/admin.md, Home): staff correct a delivery through the same lifecycle
 * rules as everyone (transitionOrder: 409 invalid_transition otherwise), e.g. failed with a reason. The
 * reason is the event's note and is in both notices.
 */
async function updateDeliveryStatus(
  { db, clock, log, payments }: AdminDeps,
  staff: SessionUser,
  deliveryId: string,
  input: UpdateDeliveryStatus,
): Promise<Order> {
  const order = await findOrderByDeliveryId(db, deliveryId);
  if (!order) throw raise(commonErrors.notFound);
  const now = clock.now();
  const updated = await db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw raise(commonErrors.notFound);
    const moved = await transitionOrder(tx, order.id, input.status, staff, {
      at: now,
      note: input.reason || null,
    });
    // payments (ADR 017): shipping needs the payment authorized; delivered releases; cancelled voids or refunds.
    await payments.onOrderStatus(tx, { orderId: order.id, from: current.status, to: input.status, at: now });
    return moved;
  });
  await payments.settleOrder(order.id);
  log.info({ deliveryId, status: input.status, staffId: staff.id }, 'delivery status set by staff');
  return loadOrderView(db, updated, staff.id);
}

/** The /admin search box: a few orders, trips and people matching `q`, and how many (up to a cap) of each. */
async function search({ db, clock }: AdminDeps, q: string): Promise<AdminSearchResult> {
  const now = clock.now();
  const page = { limit: ADMIN_SEARCH_LIMIT, offset: 0, countUpTo: ADMIN_SEARCH_COUNT_UP_TO };
  // Read once for both the orders and the trips found by a person's name.
  const namesakes = repo.namesakesOf(db, q);
  const [orderPage, tripPage, userPage] = await Promise.all([
    repo.listOrders(db, { status: undefined, q, namesakes, ...page }),
    repo.listTrips(db, { status: undefined, upcomingAfter: undefined, q, namesakes, ...page }),
    repo.searchUsers(db, { q, ...page }),
  ]);
  return {
    orders: orderPage.rows.map(toAdminOrder),
    orderTotal: orderPage.total,
    trips: tripPage.rows.map((row) => toTrip(row, now)),
    tripTotal: tripPage.total,
    users: userPage.rows.map(toUserSummary),
    userTotal: userPage.total,
  };
}

/**
 * The staff's screens: stats, orders, trips and search here; people and verifications in admin-users.ts. Read
 * models only (admin.repo.ts); every change goes through the owning module's functions.
 */
export function createAdminService(deps: AdminDeps) {
  return {
    stats: () => stats(deps),
    listOrders: (query: AdminOrderListQuery) => listOrders(deps, query),
    listTrips: (query: z.output<typeof AdminTripListQuerySchema>) => listTrips(deps, query),
    updateDeliveryStatus: (staff: SessionUser, deliveryId: string, input: UpdateDeliveryStatus) =>
      updateDeliveryStatus(deps, staff, deliveryId, input),
    listVerifications: (query: VerificationListQuery) => listVerifications(deps, query),
    approveVerification: (staff: SessionUser, userId: string) => approveVerification(deps, staff, userId),
    rejectVerification: (staff: SessionUser, userId: string, input: RejectVerification) =>
      rejectVerification(deps, staff, userId, input),
    listUsers: (query: z.output<typeof AdminUserListQuerySchema>) => listUsers(deps, query),
    getUser: (userId: string) => userDetail(deps, userId),
    search: (q: string) => search(deps, q),
    deactivateUser: (staff: SessionUser, userId: string, input: DeactivateUser) =>
      deactivateUser(deps, staff, userId, input),
    reactivateUser: (staff: SessionUser, userId: string) => reactivateUser(deps, staff, userId),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
