import {
  type AdminOrderListQuery,
  AdminOrderPageSchema,
  AdminSearchResultSchema,
  AdminStatsSchema,
  type AdminTripListQuery,
  AdminTripPageSchema,
  AdminUserDetailSchema,
  type AdminUserListQuery,
  AdminUserPageSchema,
  type DeactivateUser,
  type RejectVerification,
  type UpdateDeliveryStatus,
  type VerificationListQuery,
  VerificationPageSchema,
  VerificationSchema,
} from '@tote/validation/admin';
import * as matches from '@tote/validation/contracts/matches';
import type { CandidateQuery, CreateMatchInput, MatchListQuery } from '@tote/validation/matches';
import { OrderSchema } from '@tote/validation/orders';
import { call, request } from './client';

// The staff console's calls (packages/validation/src/admin.ts and matches.ts hold the contract). Staff only.

const enc = encodeURIComponent;

function params(query: Record<string, unknown>) {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') searchParams.set(name, String(text));
  }
  return searchParams;
}

export const getAdminStats = () => request(AdminStatsSchema, 'admin/stats');

/** The /admin search box: orders, trips and people matching `q` (a few of each, with totals). */
export const getAdminSearch = (q: string) =>
  request(AdminSearchResultSchema, 'admin/search', { searchParams: params({ q }) });

export const getAdminOrders = (query: AdminOrderListQuery = {}) =>
  request(AdminOrderPageSchema, 'admin/orders', { searchParams: params(query) });

export const getAdminTrips = (query: AdminTripListQuery = {}) =>
  request(AdminTripPageSchema, 'admin/trips', { searchParams: params(query) });

/** Update Delivery Status: failed (with a reason) or a correction, by the order lifecycle. */
export const updateDeliveryStatus = (deliveryId: string, body: UpdateDeliveryStatus) =>
  request(OrderSchema, `admin/orders/${enc(deliveryId)}/status`, { method: 'post', json: body });

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
  request(VerificationPageSchema, 'traveler-verifications', { searchParams: params(query) });

export const approveVerification = (userId: string) =>
  request(VerificationSchema, `traveler-verifications/${enc(userId)}/approve`, { method: 'post' });

export const rejectVerification = (userId: string, body: RejectVerification) =>
  request(VerificationSchema, `traveler-verifications/${enc(userId)}/reject`, { method: 'post', json: body });

export const getAdminUsers = (query: AdminUserListQuery = {}) =>
  request(AdminUserPageSchema, 'admin/users', { searchParams: params(query) });

export const getAdminUser = (userId: string) => request(AdminUserDetailSchema, `admin/users/${enc(userId)}`);

export const deactivateUser = (userId: string, body: DeactivateUser = {}) =>
  request(AdminUserDetailSchema, `admin/users/${enc(userId)}/deactivate`, { method: 'post', json: body });

export const reactivateUser = (userId: string) =>
  request(AdminUserDetailSchema, `admin/users/${enc(userId)}/reactivate`, { method: 'post' });
