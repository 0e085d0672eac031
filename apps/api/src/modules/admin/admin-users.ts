import {
  type AdminUserDetail,
  type AdminUserListQuerySchema,
  type AdminUserPage,
  adminErrors,
  countReachOf,
  type DeactivateUser,
  type RejectVerification,
  type Verification,
  type VerificationListQuery,
  VerificationListQuerySchema,
  type VerificationPage,
} from '@tote/validation/admin';
import { commonErrors } from '@tote/validation/contract';
import type { z } from 'zod';
import { raise } from '../../errors';
import { deactivateAccount, reactivateAccount } from '../accounts/account-settings';
import { findAccount, type SessionUser } from '../accounts/users';
import { toTrip } from '../trips/trip-view';
import type { AdminDeps } from './admin.deps';
import * as repo from './admin.repo';
import { toOrderSummary, toUserSummary, toVerification } from './admin-views';

/* The staff's people screens: the users list and detail, traveler verifications, deactivation. */

const LATEST = 10;

/** A person with their verification and latest orders and trips (the /admin user detail). */
export async function userDetail({ db, clock }: AdminDeps, userId: string): Promise<AdminUserDetail> {
  const found = await repo.findUser(db, userId);
  if (!found) throw raise(commonErrors.notFound);
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

export async function listUsers(
  { db }: AdminDeps,
  query: z.output<typeof AdminUserListQuerySchema>,
): Promise<AdminUserPage> {
  const { role, q, page, pageSize } = query;
  const { rows, total } = await repo.listUsers(db, {
    role,
    q: q || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    countUpTo: countReachOf(q, pageSize),
  });
  return { users: rows.map(toUserSummary), total, page, pageSize };
}

async function verificationOf({ db }: AdminDeps, userId: string): Promise<Verification> {
  const found = await repo.findVerification(db, userId);
  if (!found) throw raise(commonErrors.notFound);
  return toVerification(found);
}

export async function listVerifications(
  { db }: AdminDeps,
  query: VerificationListQuery,
): Promise<VerificationPage> {
  const { status, page, pageSize } = VerificationListQuerySchema.parse(query);
  const { rows, total } = await repo.listVerifications(db, {
    status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { verifications: rows.map(toVerification), total, page, pageSize };
}

export async function approveVerification(
  deps: AdminDeps,
  staff: SessionUser,
  userId: string,
): Promise<Verification> {
  await deps.travelers.setTravelerStatus(staff, userId, { status: 'verified' });
  return verificationOf(deps, userId);
}

export async function rejectVerification(
  deps: AdminDeps,
  staff: SessionUser,
  userId: string,
  input: RejectVerification,
): Promise<Verification> {
  await deps.travelers.setTravelerStatus(staff, userId, { status: 'rejected', reason: input.reason });
  return verificationOf(deps, userId);
}

/**
 * The person can no longer sign in and every session of theirs ends now; their records stay. Not oneself
 * (Account settings does that) and not staff (managed with the admin:create CLI).
 */
export async function deactivateUser(
  deps: AdminDeps,
  staff: SessionUser,
  userId: string,
  input: DeactivateUser,
): Promise<AdminUserDetail> {
  const { db, clock, log } = deps;
  if (staff.id === userId) throw raise(adminErrors.ownAccount);
  const target = await findAccount(db, userId);
  if (!target) throw raise(commonErrors.notFound);
  if (target.isStaff) throw raise(adminErrors.staffAccount);
  const ended = await deactivateAccount(db, target, clock.now());
  log.info(
    { userId, staffId: staff.id, endedSessions: ended, reason: input.reason ?? null },
    'account deactivated by staff',
  );
  return userDetail(deps, userId);
}

/**
 * The person signs in again. The same rule as deactivateUser: never a staff account (oneself included), which
 * is managed with the admin:create CLI (docs/product/admin.md, Users), so staff cannot revive one another.
 */
export async function reactivateUser(
  deps: AdminDeps,
  staff: SessionUser,
  userId: string,
): Promise<AdminUserDetail> {
  const { db, clock, log } = deps;
  const target = await findAccount(db, userId);
  if (!target) throw raise(commonErrors.notFound);
  if (target.isStaff) throw raise(adminErrors.staffAccount);
  if (target.deactivatedAt) {
    await reactivateAccount(db, userId, clock.now());
    log.info({ userId, staffId: staff.id }, 'account reactivated by staff');
  }
  return userDetail(deps, userId);
}
