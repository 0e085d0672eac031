import { commonErrors } from '@tote/validation/contract';
import {
  type CandidateQuery,
  CandidateQuerySchema,
  type CreateMatch,
  type Match,
  type MatchListParams,
  type MatchPage,
  matchErrors,
  type SenderCandidatePage,
  type TravelerCandidatePage,
  UNMATCH_WINDOW_MS,
} from '@tote/validation/matches';
import type { Currency, Money } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import type { TripRow } from '../../db/schema/trips';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { avatarUrlOf, type SessionUser } from '../accounts/users';
import { matchOrderToTrip, transitionOrder } from '../orders/order-status';
import * as ordersRepo from '../orders/orders.repo';
import { lockTrip } from '../trips/trip-room';
import * as tripsRepo from '../trips/trips.repo';
import * as repo from './matches.repo';

export interface MatchesDeps {
  db: Database;
  clock: Clock;
}

const kgOf = (grams: number) => grams / 1000;

/** What carrying `grams` costs at the trip's fee per kg, rounded to the minor unit (integer money only). */
export function carriageCost(grams: number, trip: Pick<TripRow, 'feePerKgMinor' | 'currency'>): Money {
  return {
    amountMinor: Math.round((grams * trip.feePerKgMinor) / 1000),
    currency: trip.currency as Currency,
  };
}

/** The last instant a match may be undone (spec: "Matches made after 24 hours cannot be Unmatched."). */
export const unmatchDeadline = (matchedAt: Date) => new Date(matchedAt.getTime() + UNMATCH_WINDOW_MS);

/** A trip takes deliveries while approved and not departed (by the server's clock). */
const isOpenTrip = (trip: Pick<TripRow, 'status' | 'departureAt'>, now: Date) =>
  trip.status === 'approved' && trip.departureAt.getTime() > now.getTime();

export function toMatch(view: repo.MatchViewRow, now: Date): Match {
  const { match, order, trip } = view;
  const deadline = unmatchDeadline(match.matchedAt);
  return {
    id: match.id,
    deliveryId: order.deliveryId,
    orderStatus: order.status,
    category: order.category,
    itemNames: order.itemNames,
    weightKg: kgOf(order.weightGrams),
    cost: carriageCost(order.weightGrams, trip),
    sender: { id: order.senderId, name: view.senderName, country: order.pickupCountry },
    traveler: { id: trip.travelerId, name: view.travelerName, country: trip.arrivalCountry },
    trip: {
      id: trip.id,
      bookingId: trip.bookingId,
      airline: trip.airline,
      flightNumber: trip.flightNumber,
      departureAt: trip.departureAt.toISOString(),
      arrivalAt: trip.arrivalAt.toISOString(),
    },
    matchedById: match.matchedBy,
    matchedAt: match.matchedAt.toISOString(),
    unmatchedAt: match.unmatchedAt?.toISOString() ?? null,
    unmatchDeadline: deadline.toISOString(),
    canUnmatch:
      match.unmatchedAt === null && order.status === 'matched' && now.getTime() < deadline.getTime(),
  };
}

export function createMatchesService({ db, clock }: MatchesDeps) {
  const pageOf = (query: CandidateQuery) => {
    const { page, pageSize } = CandidateQuerySchema.parse(query);
    // One row more than the page: whether another page follows, without counting every candidate.
    return { page, pageSize, limit: pageSize + 1, offset: (page - 1) * pageSize };
  };

  async function view(matchId: string): Promise<Match> {
    const found = await repo.findMatchView(db, matchId);
    if (!found) throw raise(commonErrors.notFound);
    return toMatch(found, clock.now());
  }

  return {
    /** /sender-m "Traveler in Sync": trips that could carry the order now. */
    async travelerCandidates(deliveryId: string, query: CandidateQuery): Promise<TravelerCandidatePage> {
      const order = await ordersRepo.findOrderByDeliveryId(db, deliveryId);
      if (!order) throw raise(commonErrors.notFound);
      if (order.status !== 'processing') throw raise(matchErrors.orderNotOpen);
      const { page, pageSize, limit, offset } = pageOf(query);
      const rows = await repo.listTripCandidates(db, {
        from: order.pickupCountry,
        to: order.deliveryCountry,
        grams: order.weightGrams,
        now: clock.now(),
        limit,
        offset,
      });
      return {
        order: {
          deliveryId: order.deliveryId,
          weightKg: kgOf(order.weightGrams),
          pickupCountry: order.pickupCountry,
          deliveryCountry: order.deliveryCountry,
        },
        candidates: rows.slice(0, pageSize).map(({ trip, traveler }) => ({
          tripId: trip.id,
          bookingId: trip.bookingId,
          travelerId: traveler.id,
          travelerName: traveler.fullName,
          travelerAvatarUrl: avatarUrlOf(traveler),
          airline: trip.airline,
          flightNumber: trip.flightNumber,
          departureCity: trip.departureCity,
          departureCountry: trip.departureCountry,
          departureAt: trip.departureAt.toISOString(),
          arrivalCity: trip.arrivalCity,
          arrivalCountry: trip.arrivalCountry,
          arrivalAt: trip.arrivalAt.toISOString(),
          remainingKg: kgOf(trip.remainingGrams),
          feePerKg: { amountMinor: trip.feePerKgMinor, currency: trip.currency as Currency },
          cost: carriageCost(order.weightGrams, trip),
        })),
        page,
        pageSize,
        hasMore: rows.length > pageSize,
      };
    },

    /** /traveler-m "Sender in Sync": orders waiting for a traveler that the trip could carry. */
    async senderCandidates(tripId: string, query: CandidateQuery): Promise<SenderCandidatePage> {
      const found = await tripsRepo.findTripView(db, tripId);
      if (!found) throw raise(commonErrors.notFound);
      const { trip } = found;
      if (!isOpenTrip(trip, clock.now())) throw raise(matchErrors.tripNotOpen);
      const { page, pageSize, limit, offset } = pageOf(query);
      const rows = await repo.listOrderCandidates(db, {
        from: trip.departureCountry,
        to: trip.arrivalCountry,
        grams: trip.remainingGrams,
        limit,
        offset,
      });
      return {
        trip: {
          id: trip.id,
          bookingId: trip.bookingId,
          remainingKg: kgOf(trip.remainingGrams),
          departureCountry: trip.departureCountry,
          arrivalCountry: trip.arrivalCountry,
        },
        candidates: rows.slice(0, pageSize).map(({ order, senderName }) => ({
          deliveryId: order.deliveryId,
          senderId: order.senderId,
          senderName,
          category: order.category,
          itemNames: order.itemNames,
          pickupAddress: order.pickupAddress,
          pickupCountry: order.pickupCountry,
          deliveryAddress: order.deliveryAddress,
          deliveryCountry: order.deliveryCountry,
          weightKg: kgOf(order.weightGrams),
          cost: carriageCost(order.weightGrams, trip),
          createdAt: order.createdAt.toISOString(),
        })),
        page,
        pageSize,
        hasMore: rows.length > pageSize,
      };
    },

    /**
     * Match With (spec §4). One transaction: the order is locked, then the trip (the order every path that
     * touches both takes: transitionOrder, cancel; docs/decisions/011-matching.md), so two matches of one
     * order run one after the other (the second finds it matched: 409), and matches of many orders at one trip
     * queue on the trip's row, each seeing the capacity the previous one left. matchOrderToTrip then takes the
     * weight off, writes the match and moves the order to matched through transitionOrder (hand-over code,
     * event, notices to the sender and the traveler), on the same transaction.
     */
    async match(staff: SessionUser, input: CreateMatch): Promise<Match> {
      const visible = await ordersRepo.findOrderByDeliveryId(db, input.deliveryId);
      if (!visible) throw raise(commonErrors.notFound);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const order = await ordersRepo.lockOrder(tx, visible.id);
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
      });
      const active = await repo.findActiveMatchView(db, visible.id);
      if (!active) throw new Error(`the match of ${visible.deliveryId} vanished after it committed`);
      return toMatch(active, clock.now());
    },

    /**
     * Unmatch (spec §2 /admin-p): within UNMATCH_WINDOW_MS of the match and before pick-up, by the server's clock.
     * The order is locked first and the match read again under that lock (every path that ends a match locks
     * the order first); transitionOrder then ends the match, gives the weight back to the trip, clears the
     * hand-over code and tells the sender and the traveler.
     */
    async unmatch(staff: SessionUser, matchId: string): Promise<Match> {
      const found = await repo.findMatch(db, matchId);
      if (!found) throw raise(commonErrors.notFound);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const order = await ordersRepo.lockOrder(tx, found.orderId);
        const match = await repo.findMatch(tx, matchId);
        if (!order || !match) throw raise(commonErrors.notFound);
        if (match.unmatchedAt) throw raise(matchErrors.matchEnded);
        if (now.getTime() >= unmatchDeadline(match.matchedAt).getTime())
          throw raise(matchErrors.unmatchWindowPassed);
        if (order.status !== 'matched') throw raise(matchErrors.alreadyPickedUp);
        await transitionOrder(tx, order.id, 'processing', staff, { at: now, note: 'Unmatched by staff.' });
      });
      return view(matchId);
    },

    /** All matches, or with mine=true the staff member's Active Log; newest first. */
    async listMatches(staff: SessionUser, query: MatchListParams): Promise<MatchPage> {
      const { mine, active, page, pageSize } = query;
      const { rows, total } = await repo.listMatches(db, {
        matchedBy: mine ? staff.id : undefined,
        activeOnly: active,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const now = clock.now();
      return { matches: rows.map((row) => toMatch(row, now)), total, page, pageSize };
    },

    getMatch: (matchId: string) => view(matchId),
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
