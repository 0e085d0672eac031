import { commonErrors } from '@tote/validation/contract';
import { dollarsToMinor, MAX_PAGE } from '@tote/validation/orders';
import {
  type CreateTrip,
  type RejectTrip,
  type Trip,
  type TripListQuery,
  TripListQuerySchema,
  type TripPage,
  tripErrors,
  tripMessages,
  tripTimesProblem,
  zonedTimeToInstant,
} from '@tote/validation/trips';
import type { Database } from '../../db/client';
import type { NewTripRow, TripRow } from '../../db/schema/trips';
import { raise } from '../../errors';
import { lockVolume, scaledLimits, secondsUntilRoom } from '../../platform/volume-limits';
import type { Clock } from '../../plugins/clock';
import { retryAfter } from '../accounts/retry-after';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { notify } from '../notifications/notifications.service';
import { generateBookingId } from '../orders/delivery-id';
import { type TripViewRow, toTrip } from './trip-view';
import { NEW_TRIP_LIMITS } from './trips.policy';
import * as repo from './trips.repo';

export { toTrip } from './trip-view';

export interface TripsDeps {
  db: Database;
  clock: Clock;
  /** VOLUME_LIMIT_FACTOR (env.ts): multiplies NEW_TRIP_LIMITS; 1 when not given. */
  limitFactor?: number;
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

/** The trip by id as the API shows it; 404 when there is none. */
async function view({ db, clock }: TripsDeps, tripId: string): Promise<Trip> {
  const found = await repo.findTripView(db, tripId);
  if (!found) throw raise(commonErrors.notFound);
  return toTrip(found, clock.now());
}

/** The trip if the viewer may see it (its traveler, or staff); for anyone else it does not exist. */
async function findVisible({ db }: TripsDeps, viewer: SessionUser, tripId: string): Promise<TripViewRow> {
  const found = await repo.findTripView(db, tripId);
  if (!found || (found.trip.travelerId !== viewer.id && !viewer.isStaff)) throw raise(commonErrors.notFound);
  return found;
}

/** The row of a new trip from the Travel details form, as of `now`, under `bookingId`. */
function newTripRow(traveler: SessionUser, fields: CreateTrip, bookingId: string, now: Date): NewTripRow {
  const weightGrams = Math.round(fields.weightKg * 1000);
  return {
    bookingId,
    travelerId: traveler.id,
    departureCountry: fields.departureCountry,
    departureCity: fields.departureCity,
    departureAt: zonedTimeToInstant(fields.departureDate, fields.departureTime, fields.departureTimeZone),
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
  };
}

/** 429 while the traveler's new trips fill a window of NEW_TRIP_LIMITS, with when they may share the next. */
async function assertRoomForTrip(
  db: Database,
  travelerId: string,
  now: Date,
  limitFactor: number | undefined,
): Promise<void> {
  const seconds = await secondsUntilRoom(scaledLimits(NEW_TRIP_LIMITS, limitFactor), now, (n, since) =>
    repo.nthNewestTripSince(db, travelerId, n, since),
  );
  if (seconds > 0) {
    throw raise(tripErrors.tooManyTrips, {
      message: tripMessages.tooManyTrips(seconds),
      headers: retryAfter(seconds),
    });
  }
}

/**
 * The trip form (docs/product/traveler.md, /traveler-request): a verified traveler (the route's access)
 * shares a flight; it waits for staff approval. The clock rules (departure in the future, arrival after it)
 * are checked with the server's clock. At most NEW_TRIP_LIMITS new trips per traveler: the traveler's creates
 * take turns (lockVolume), so the count holds against a burst of parallel requests.
 */
async function createTrip(
  { db, clock, limitFactor }: TripsDeps,
  traveler: SessionUser,
  fields: CreateTrip,
): Promise<Trip> {
  const now = clock.now();
  const problem = tripTimesProblem(fields, now);
  if (problem) {
    // 400 with the field's message, like the schema's own answers.
    throw raise(commonErrors.validation, {
      message: 'Please correct 1 field and try again.',
      fields: { [problem.field]: problem.message },
    });
  }
  const inserted = await db.transaction(async (tx) => {
    await lockVolume(tx, 'new-trip', traveler.id);
    await assertRoomForTrip(tx, traveler.id, now, limitFactor);
    let row: TripRow | undefined;
    for (let attempt = 0; attempt < BOOKING_ID_ATTEMPTS && !row; attempt += 1) {
      row = await repo.insertTrip(tx, newTripRow(traveler, fields, generateBookingId(), now));
    }
    if (!row) throw new Error('no free booking id after several attempts');
    // A new trip awaits approval: the staff's queue and stats refresh (ADR 013), once it commits.
    await publishOnCommit(tx, [traveler.id], { type: 'trip.changed', tripId: row.id }, { staff: true });
    return row;
  });
  return toTrip({ trip: inserted, travelerName: traveler.fullName, deliveryCount: 0 }, now);
}

/** The traveler's own trips (staff: everyone's). */
async function listTrips(
  { db, clock }: TripsDeps,
  viewer: SessionUser,
  query: TripListQuery,
): Promise<TripPage> {
  const { filter, status, page, pageSize } = TripListQuerySchema.parse(query);
  const now = clock.now();
  const { rows, total } = await repo.listTrips(db, {
    travelerId: viewer.isStaff ? undefined : viewer.id,
    status,
    filter,
    now,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    // No page past MAX_PAGE can be asked for, so counting further would only cost (ADR 026).
    countUpTo: MAX_PAGE * pageSize,
  });
  return { trips: rows.map((row) => toTrip(row, now)), total, page, pageSize };
}

/** The traveler withdraws an open trip that carries nothing (row lock: no match slips in meanwhile). */
async function cancelTrip(deps: TripsDeps, viewer: SessionUser, tripId: string): Promise<Trip> {
  const { db, clock } = deps;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const trip = await repo.lockTrip(tx, tripId);
    if (!trip || trip.travelerId !== viewer.id) throw raise(commonErrors.notFound);
    const open =
      (trip.status === 'pending' || trip.status === 'approved') && trip.departureAt.getTime() > now.getTime();
    if (!open) throw raise(tripErrors.tripClosed);
    if ((await repo.countActiveDeliveries(tx, trip.id)) > 0) throw raise(tripErrors.tripHasDeliveries);
    await repo.updateTrip(tx, trip.id, { status: 'cancelled', updatedAt: now });
    await publishOnCommit(tx, [trip.travelerId], { type: 'trip.changed', tripId: trip.id }, { staff: true });
  });
  return view(deps, tripId);
}

type Review = { status: 'approved' } | { status: 'rejected'; reason: string };

/** Staff review of a pending trip; the traveler is told in the same transaction. */
async function review(deps: TripsDeps, staff: SessionUser, tripId: string, decision: Review): Promise<Trip> {
  const { db, clock } = deps;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const trip = await repo.lockTrip(tx, tripId);
    if (!trip) throw raise(commonErrors.notFound);
    if (trip.status !== 'pending') throw raise(tripErrors.tripNotPending);
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
    await publishOnCommit(tx, [trip.travelerId], { type: 'trip.changed', tripId: trip.id }, { staff: true });
  });
  return view(deps, tripId);
}

/** The trips routes' service: each method is one of the use-cases above, with the app's database and clock. */
export function createTripsService(deps: TripsDeps) {
  return {
    createTrip: (traveler: SessionUser, fields: CreateTrip) => createTrip(deps, traveler, fields),
    listTrips: (viewer: SessionUser, query: TripListQuery) => listTrips(deps, viewer, query),
    getTrip: async (viewer: SessionUser, tripId: string): Promise<Trip> =>
      toTrip(await findVisible(deps, viewer, tripId), deps.clock.now()),
    cancelTrip: (viewer: SessionUser, tripId: string) => cancelTrip(deps, viewer, tripId),
    approveTrip: (staff: SessionUser, tripId: string) => review(deps, staff, tripId, { status: 'approved' }),
    rejectTrip: (staff: SessionUser, tripId: string, input: RejectTrip) =>
      review(deps, staff, tripId, { status: 'rejected', reason: input.reason }),
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
