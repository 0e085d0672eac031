import type {
  AdminOrderListQuery,
  AdminTripListQuery,
  AdminUserListQuery,
  DeactivateUser,
  RejectVerification,
  UpdateDeliveryStatus,
  VerificationListQuery,
} from '@tote/validation/admin';
import * as admin from '@tote/validation/contracts/admin';
import * as jobs from '@tote/validation/contracts/jobs';
import * as matches from '@tote/validation/contracts/matches';
import type { CandidateQuery, CreateMatchInput, MatchListQuery } from '@tote/validation/matches';
import { call } from './client';

// The staff console's calls (the routes: @tote/validation/contracts/admin and matches). Staff only.

export const getAdminStats = () => call(admin.getAdminStats, {});

/** /admin's Background jobs: jobs being retried or failed for good (docs/decisions/023-job-queue.md). */
export const getFailingJobs = () => call(jobs.listFailingJobs, {});

/** The /admin search box: orders, trips and people matching `q` (a few of each, with totals). */
export const getAdminSearch = (q: string) => call(admin.searchAdmin, { query: { q } });

export const getAdminOrders = (query: AdminOrderListQuery = {}) => call(admin.listAdminOrders, { query });

export const getAdminTrips = (query: AdminTripListQuery = {}) => call(admin.listAdminTrips, { query });

/** Update Delivery Status: failed (with a reason) or a correction, by the order lifecycle. */
export const updateDeliveryStatus = (deliveryId: string, body: UpdateDeliveryStatus) =>
  call(admin.updateDeliveryStatus, { params: { deliveryId }, json: body });

/** /sender-m: Traveler in Sync for an order. */
export const getTravelerCandidates = (deliveryId: string, query: CandidateQuery = {}) =>
  call(matches.getTravelerCandidates, { params: { deliveryId }, query });

/** /traveler-m: Sender in Sync for a trip. */
export const getSenderCandidates = (tripId: string, query: CandidateQuery = {}) =>
  call(matches.getSenderCandidates, { params: { tripId }, query });

/** Match With: 409 order_already_matched when someone else was first, trip_full, ... */
export const createMatch = (body: CreateMatchInput) => call(matches.createMatch, { json: body });

/** The Active Log (mine: true) or every match. */
export const getMatches = (query: MatchListQuery = {}) => call(matches.listMatches, { query });

/** 409 unmatch_window_passed: "Matches made after 24 hours cannot be Unmatched." */
export const unmatch = (matchId: string) => call(matches.unmatch, { params: { matchId }, json: undefined });

export const getVerifications = (query: VerificationListQuery = {}) =>
  call(admin.listTravelerVerifications, { query });

export const approveVerification = (userId: string) =>
  call(admin.approveTravelerVerification, { params: { userId }, json: undefined });

export const rejectVerification = (userId: string, body: RejectVerification) =>
  call(admin.rejectTravelerVerification, { params: { userId }, json: body });

export const getAdminUsers = (query: AdminUserListQuery = {}) => call(admin.listAdminUsers, { query });

export const getAdminUser = (userId: string) => call(admin.getAdminUser, { params: { userId } });

export const deactivateUser = (userId: string, body: DeactivateUser = {}) =>
  call(admin.deactivateUser, { params: { userId }, json: body });

export const reactivateUser = (userId: string) =>
  call(admin.reactivateUser, { params: { userId }, json: undefined });
