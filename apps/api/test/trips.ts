import { tripInput } from '@tote/fixtures/factories/trips';
import type { CreateTripInput, Trip } from '@tote/validation/trips';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { orders } from '../src/db/schema/orders';
import { trips } from '../src/db/schema/trips';
import type { AccountsTestApp } from './accounts';
import { API, withSession } from './accounts';
import { moveOrder } from './orders';
import { createPerson, type Person as DbPerson, openSession, type PersonKind } from './people';

// Helpers for the trips and deliveries tests: people with a session, trips posted through the API, and orders
// matched to trips by the test factory (matchOrderToTrip, as the staff match route does in
// matches.service.ts).

export interface Caller extends DbPerson {
  token: string;
}

/** A person of the kind, written to the database, with a fresh session. */
export async function caller(t: AccountsTestApp, kind: PersonKind, fullName?: string): Promise<Caller> {
  const person = await createPerson(t.db, t.clock, kind, fullName ? { fullName } : {});
  return { ...person, token: await openSession(t.db, t.clock, person.userId) };
}

export function postTrip(t: AccountsTestApp, token: string, body: object) {
  return t.app.inject({ method: 'POST', url: `${API}/trips`, cookies: withSession(token), payload: body });
}

/** Posts a valid trip (a week after the test clock's now unless told otherwise); expects 201. */
export async function shareTrip(
  t: AccountsTestApp,
  traveler: Caller,
  overrides: Partial<CreateTripInput> = {},
): Promise<Trip> {
  const response = await postTrip(t, traveler.token, tripInput(overrides, { now: t.clock.now() }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Trip;
}

/**
 * Moves the traveler's trips' creation back by `ms` (an hour unless told), as if shared that much earlier: a
 * test that shares more trips than the per-traveler limits allow (trips.policy.ts: 10 an hour, 20 a day) makes
 * room this way rather than by moving the clock (sessions stay fresh). new-trip-limits.test.ts tests the limits.
 */
export async function backdateTrips(db: Database, travelerId: string, ms = 3_600_000): Promise<void> {
  await db
    .update(trips)
    .set({ createdAt: sql`${trips.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(trips.travelerId, travelerId));
}

/** Staff approve the trip through the API; expects 200. */
export async function approve(t: AccountsTestApp, staff: Caller, tripId: string): Promise<Trip> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/trips/${tripId}/approve`,
    cookies: withSession(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Trip;
}

/** The test factory: puts the order on the trip (capacity, match row, hand-over code, event, notices). */
export async function matchOrder(
  t: AccountsTestApp,
  deliveryId: string,
  tripId: string,
  staffId: string | null = null,
): Promise<void> {
  await moveOrder(t, deliveryId, ['matched'], { tripId, staffId });
}

/** The order's hand-over code as stored (what the sender's tracking page shows). */
export async function handOverCodeOf(t: AccountsTestApp, deliveryId: string): Promise<string | null> {
  const [row] = await t.db
    .select({ code: orders.handOverCode })
    .from(orders)
    .where(eq(orders.deliveryId, deliveryId));
  return row?.code ?? null;
}
