import { type Currency, dollarsToMinor } from '@tote/validation/orders';
import {
  type CreateTrip,
  type RejectTrip,
  type Trip,
  type TripListQuery,
  TripListQuerySchema,
  type TripPage,
  tripMessages,
  tripTimesProblem,
  zonedTimeToInstant,
} from '@tote/validation/trips';
import type { Database } from '../../db/client';
import type { TripRow } from '../../db/schema/trips';
import { HttpError } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { notify } from '../notifications/notifications.service';
import { generateBookingId } from '../orders/delivery-id';
import * as repo from './trips.repo';

export interface TripsDeps {
  db: Database;
  clock: Clock;
}

// A fresh random booking id collides with odds of about n / 887 million; five draws in a row never do.
const BOOKING_ID_ATTEMPTS = 5;

export const tripNotices = {
  approved: (trip: Pick<TripRow, 'bookingId' | 'arrivalCity'>) => ({
    title: 'Trip approved',
    body: `Your trip ${trip.bookingId} to ${trip.arrivalCity} was approved. We’ll match deliveries to it.`,
  }),
  rejected: (trip: Pick<TripRow, 'bookingId'>, reason: string) => ({
    title: 'Trip not approved',
    body: `Your trip ${trip.bookingId} was not approved: ${reason}`,
  }),
} as const;

const errors = {
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
  tripHasDeliveries: () => new HttpError(409, 'trip_has_deliveries', tripMessages.tripHasDeliveries),
  tripClosed: () => new HttpError(409, 'trip_closed', tripMessages.tripClosed),
  tripNotPending: () => new HttpError(409, 'trip_not_pending', tripMessages.tripNotPending),
};

const kgOf = (grams: number) => grams / 1000;

/** A trip the traveler may still cancel: open (pending or approved), not departed, carrying nothing. */
function isCancellable(trip: TripRow, deliveryCount: number, now: Date): boolean {
  return (
    (trip.status === 'pending' || trip.status === 'approved') &&
    trip.departureAt.getTime() > now.getTime() &&
    deliveryCount === 0
  );
}

export function toTrip(view: repo.TripViewRow, now: Date): Trip {
  const { trip } = view;
  return {
    id: trip.id,
    bookingId: trip.bookingId,
    travelerId: trip.travelerId,
    travelerName: view.travelerName,
    status: trip.status,
    departureCity: trip.departureCity,
    departureCountry: trip.departureCountry,
    departureAt: trip.departureAt.toISOString(),
    departureTimeZone: trip.departureTimeZone,
    arrivalCity: trip.arrivalCity,
    arrivalCountry: trip.arrivalCountry,
    arrivalAddress: trip.arrivalAddress,
    arrivalAt: trip.arrivalAt.toISOString(),
    arrivalTimeZone: trip.arrivalTimeZone,
    airline: trip.airline,
    flightNumber: trip.flightNumber,
    weightKg: kgOf(trip.weightAvailableGrams),
    remainingKg: kgOf(trip.remainingGrams),
    feePerKg: { amountMinor: trip.feePerKgMinor, currency: trip.currency as Currency },
    deliveryCount: view.deliveryCount,
    rejectionReason: trip.rejectionReason,
    canCancel: isCancellable(trip, view.deliveryCount, now),
    createdAt: trip.createdAt.toISOString(),
  };
}

/** 400 with the field's message, like the schema's own answers. */
function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, 'validation_error', 'Please correct 1 field and try again.', {
    [field]: message,
  });
}

export function createTripsService({ db, clock }: TripsDeps) {
  async function view(tripId: string): Promise<Trip> {
    const found = await repo.findTripView(db, tripId);
    if (!found) throw errors.notFound();
    return toTrip(found, clock.now());
  }

  /** The trip if the viewer may see it (its traveler, or staff); for anyone else it does not exist. */
  async function findVisible(viewer: SessionUser, tripId: string): Promise<repo.TripViewRow> {
    const found = await repo.findTripView(db, tripId);
    if (!found || (found.trip.travelerId !== viewer.id && !viewer.isStaff)) throw errors.notFound();
    return found;
  }

  /** Staff review of a pending trip; the traveler is told in the same transaction. */
  async function review(
    staff: SessionUser,
    tripId: string,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ): Promise<Trip> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const trip = await repo.lockTrip(tx, tripId);
      if (!trip) throw errors.notFound();
      if (trip.status !== 'pending') throw errors.tripNotPending();
      const reviewed = await repo.updateTrip(tx, trip.id, {
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        reviewedBy: staff.id,
        reviewedAt: now,
        updatedAt: now,
      });
      const notice =
        decision.status === 'approved'
          ? tripNotices.approved(reviewed)
          : tripNotices.rejected(reviewed, decision.reason);
      await notify(tx, { userId: trip.travelerId, ...notice }, now);
      await publishOnCommit(
        tx,
        [trip.travelerId],
        { type: 'trip.changed', tripId: trip.id },
        { staff: true },
      );
    });
    return view(tripId);
  }

  return {
    /**
     * spec §3 "Travel detail": a verified traveler (the route's access) shares a flight; it waits for staff
     * approval. The clock rules (departure in the future, arrival after it) are checked with the server's clock.
     */
    async createTrip(traveler: SessionUser, fields: CreateTrip): Promise<Trip> {
      const now = clock.now();
      const problem = tripTimesProblem(fields, now);
      if (problem) throw fieldError(problem.field, problem.message);
      const weightGrams = Math.round(fields.weightKg * 1000);
      let inserted: TripRow | undefined;
      for (let attempt = 0; attempt < BOOKING_ID_ATTEMPTS && !inserted; attempt += 1) {
        inserted = await repo.insertTrip(db, {
          bookingId: generateBookingId(),
          travelerId: traveler.id,
          departureCountry: fields.departureCountry,
          departureCity: fields.departureCity,
          departureAt: zonedTimeToInstant(
            fields.departureDate,
            fields.departureTime,
            fields.departureTimeZone,
          ),
          departureTimeZone: fields.departureTimeZone,
          arrivalCountry: fields.arrivalCountry,
          arrivalCity: fields.arrivalCity,
          arrivalAddress: fields.arrivalAddress,
          arrivalAt: zonedTimeToInstant(fields.arrivalDate, fields.arrivalTime, fields.arrivalTimeZone),
          arrivalTimeZone: fields.arrivalTimeZone,
          airline: fields.airline,
          flightNumber: fields.flightNumber,
          weightAvailableGrams: weightGrams,
          remainingGrams: weightGrams,
          feePerKgMinor: dollarsToMinor(fields.feePerKgUsd),
          currency: 'USD',
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
      }
      if (!inserted) throw new Error('no free booking id after several attempts');
      // A new trip awaits approval: the staff's queue and stats refresh (ADR 013). The trip has committed, so
      // this statement (its own transaction) publishes after it.
      await publishOnCommit(
        db,
        [traveler.id],
        { type: 'trip.changed', tripId: inserted.id },
        { staff: true },
      );
      return toTrip({ trip: inserted, travelerName: traveler.fullName, deliveryCount: 0 }, now);
    },

    /** The traveler's own trips (staff: everyone's). */
    async listTrips(viewer: SessionUser, query: TripListQuery): Promise<TripPage> {
      const { filter, status, page, pageSize } = TripListQuerySchema.parse(query);
      const now = clock.now();
      const { rows, total } = await repo.listTrips(db, {
        travelerId: viewer.isStaff ? undefined : viewer.id,
        status,
        filter,
        now,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { trips: rows.map((row) => toTrip(row, now)), total, page, pageSize };
    },

    async getTrip(viewer: SessionUser, tripId: string): Promise<Trip> {
      return toTrip(await findVisible(viewer, tripId), clock.now());
    },

    /** The traveler withdraws an open trip that carries nothing (row lock: no match slips in meanwhile). */
    async cancelTrip(viewer: SessionUser, tripId: string): Promise<Trip> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const trip = await repo.lockTrip(tx, tripId);
        if (!trip || trip.travelerId !== viewer.id) throw errors.notFound();
        const open =
          (trip.status === 'pending' || trip.status === 'approved') &&
          trip.departureAt.getTime() > now.getTime();
        if (!open) throw errors.tripClosed();
        if ((await repo.countActiveDeliveries(tx, trip.id)) > 0) throw errors.tripHasDeliveries();
        await repo.updateTrip(tx, trip.id, { status: 'cancelled', updatedAt: now });
        await publishOnCommit(
          tx,
          [trip.travelerId],
          { type: 'trip.changed', tripId: trip.id },
          { staff: true },
        );
      });
      return view(tripId);
    },

    approveTrip: (staff: SessionUser, tripId: string) => review(staff, tripId, { status: 'approved' }),

    rejectTrip: (staff: SessionUser, tripId: string, input: RejectTrip) =>
      review(staff, tripId, { status: 'rejected', reason: input.reason }),
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
