import { commonErrors } from '@tote/validation/contract';
import {
  type CandidateQuery,
  type CreateMatch,
  type Match,
  type MatchListParams,
  type MatchPage,
  matchErrors,
} from '@tote/validation/matches';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { SessionUser } from '../accounts/users';
import { findOrderByDeliveryId, lockOrder } from '../orders/order-records';
import { matchOrderToTrip, transitionOrder } from '../orders/order-status';
import type { PaymentsHooks } from '../payments/payments.service';
import { lockTrip } from '../trips/trip-room';
import { senderCandidates, travelerCandidates } from './candidates';
import { toMatch, unmatchDeadline } from './match-view';
import * as repo from './matches.repo';

// The match's money and view helpers live in match-view.ts; kept exported here for the modules that import them
// from the service.
export { carriageCost, toMatch, unmatchDeadline } from './match-view';

export interface MatchesDeps {
  db: Database;
  clock: Clock;
  /** The payment of each match (modules/payments, ADR 017). */
  payments: PaymentsHooks;
}

/** The match by id as the API shows it; 404 when there is none. */
async function view({ db, clock }: MatchesDeps, matchId: string): Promise<Match> {
  const found = await repo.findMatchView(db, matchId);
  if (!found) throw raise(commonErrors.notFound);
  return toMatch(found, clock.now());
}

/**
 * Match With (docs/product/lifecycles.md, Match). One transaction: the order is locked, then the trip (the
 * order every path that touches both takes: transitionOrder, cancel; docs/decisions/011-matching.md), so two
 * matches of one order run one after the other (the second finds it matched: 409), and matches of many orders
 * at one trip queue on the trip's row, each seeing the capacity the previous one left. matchOrderToTrip then
 * takes the weight off, writes the match and moves the order to matched through transitionOrder (hand-over
 * code, event, notices to the sender and the traveler), on the same transaction.
 */
async function match(deps: MatchesDeps, staff: SessionUser, input: CreateMatch): Promise<Match> {
  const { db, clock, payments } = deps;
  const visible = await findOrderByDeliveryId(db, input.deliveryId);
  if (!visible) throw raise(commonErrors.notFound);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, visible.id);
    if (!order) throw raise(commonErrors.notFound);
    if (order.status === 'matched') throw raise(matchErrors.orderAlreadyMatched);
    if (order.status !== 'processing') throw raise(matchErrors.orderNotOpen);
    const trip = await lockTrip(tx, input.tripId);
    if (!trip) throw raise(commonErrors.notFound);
    if (trip.status !== 'approved') throw raise(matchErrors.tripNotApproved);
    if (trip.departureAt.getTime() <= now.getTime()) throw raise(matchErrors.tripDeparted);
    if (trip.departureCountry !== order.pickupCountry || trip.arrivalCountry !== order.deliveryCountry) {
      throw raise(matchErrors.routeMismatch);
    }
    if (trip.remainingGrams < order.weightGrams) throw raise(matchErrors.tripFull);
    await matchOrderToTrip(tx, { orderId: order.id, tripId: trip.id, staffId: staff.id, at: now });
    // payments (ADR 017): the sender owes the match's price from now on.
    const made = await repo.findActiveMatchView(tx, order.id);
    if (!made) throw new Error(`the match of ${order.deliveryId} is not found on its own transaction`);
    await payments.onMatched(tx, { order, trip, match: made.match });
  });
  await payments.settleOrder(visible.id);
  const active = await repo.findActiveMatchView(db, visible.id);
  if (!active) throw new Error(`the match of ${visible.deliveryId} vanished after it committed`);
  return toMatch(active, clock.now());
}

/**
 * Unmatch (docs/product/admin.md, The Active Log): within UNMATCH_WINDOW_MS of the match and before pick-up,
 * by the server's clock. The order is locked first and the match read again under that lock (every path that
 * ends a match locks the order first); transitionOrder then ends the match, gives the weight back to the
 * trip, clears the hand-over code and tells the sender and the traveler.
 */
async function unmatch(deps: MatchesDeps, staff: SessionUser, matchId: string): Promise<Match> {
  const { db, clock, payments } = deps;
  const found = await repo.findMatch(db, matchId);
  if (!found) throw raise(commonErrors.notFound);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const current = await repo.findMatch(tx, matchId);
    if (!order || !current) throw raise(commonErrors.notFound);
    if (current.unmatchedAt) throw raise(matchErrors.matchEnded);
    if (now.getTime() >= unmatchDeadline(current.matchedAt).getTime())
      throw raise(matchErrors.unmatchWindowPassed);
    if (order.status !== 'matched') throw raise(matchErrors.alreadyPickedUp);
    await transitionOrder(tx, order.id, 'processing', staff, { at: now, note: 'Unmatched by staff.' });
    // payments (ADR 017): an unpaid payment closes, an authorization is let go (after commit).
    await payments.onOrderStatus(tx, { orderId: order.id, from: 'matched', to: 'processing', at: now });
  });
  await payments.settleOrder(found.orderId);
  return view(deps, matchId);
}

/** All matches, or with mine=true the staff member's Active Log; newest first. */
async function listMatches(
  { db, clock }: MatchesDeps,
  staff: SessionUser,
  query: MatchListParams,
): Promise<MatchPage> {
  const { mine, active, page, pageSize } = query;
  const { rows, total } = await repo.listMatches(db, {
    matchedBy: mine ? staff.id : undefined,
    activeOnly: active,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const now = clock.now();
  return { matches: rows.map((row) => toMatch(row, now)), total, page, pageSize };
}

/** The staff's matching: the two candidate lists (candidates.ts), match, unmatch and the match log. */
export function createMatchesService(deps: MatchesDeps) {
  return {
    travelerCandidates: (deliveryId: string, query: CandidateQuery) =>
      travelerCandidates(deps, deliveryId, query),
    senderCandidates: (tripId: string, query: CandidateQuery) => senderCandidates(deps, tripId, query),
    match: (staff: SessionUser, input: CreateMatch) => match(deps, staff, input),
    unmatch: (staff: SessionUser, matchId: string) => unmatch(deps, staff, matchId),
    listMatches: (staff: SessionUser, query: MatchListParams) => listMatches(deps, staff, query),
    getMatch: (matchId: string) => view(deps, matchId),
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
