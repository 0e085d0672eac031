import { tripInput } from '@tote/fixtures/factories/trips';
import { tripMessages } from '@tote/validation/trips';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { openSession } from '../../../test/people';
import { type Caller, caller, postTrip } from '../../../test/trips';
import { trips } from '../../db/schema/trips';
import { NEW_TRIP_LIMITS } from './trips.policy';

// The per-traveler limits on new trips (trips.policy.ts), over HTTP with the test clock (ADR 014). Also a race
// (vitest.config.ts RACES): on PostgreSQL a burst of parallel trips meets on the traveler's advisory lock.

// The limits as production has them (test apps raise them otherwise: test/helper.ts).
const t = useAccountsTestApp({ env: { VOLUME_LIMIT_FACTOR: '1' } });
const MINUTE = 60_000;
const [hourly, daily] = NEW_TRIP_LIMITS as [
  (typeof NEW_TRIP_LIMITS)[number],
  (typeof NEW_TRIP_LIMITS)[number],
];

const share = (traveler: Caller) => postTrip(t, traveler.token, tripInput({}, { now: t.clock.now() }));

const tripsOf = async (traveler: Caller) =>
  (await t.db.select({ n: count() }).from(trips).where(eq(trips.travelerId, traveler.userId)))[0]?.n;

/** Shares `n` trips a minute apart; each must be accepted. */
async function shareMany(traveler: Caller, n: number) {
  for (let i = 0; i < n; i += 1) {
    const response = await share(traveler);
    expect(response.statusCode, response.body).toBe(201);
    t.clock.advance(MINUTE);
  }
}

function expectLimited(response: Awaited<ReturnType<typeof postTrip>>, seconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json().error).toMatchObject({
    code: 'too_many_trips',
    message: tripMessages.tooManyTrips(seconds),
  });
}

describe('POST /trips: new trips per traveler', () => {
  it(`refuses the trip after ${hourly.max} in an hour, with Retry-After, and takes it once the hour has passed`, async () => {
    const traveler = await caller(t, 'verifiedTraveler');
    await shareMany(traveler, hourly.max);
    const wait = (hourly.windowMs - hourly.max * MINUTE) / 1000;
    expectLimited(await share(traveler), wait);
    expect(await tripsOf(traveler)).toBe(hourly.max);

    t.clock.advance(wait * 1000 - 1000);
    expectLimited(await share(traveler), 1);
    t.clock.advance(1000);
    const next = await share(traveler);
    expect(next.statusCode, next.body).toBe(201);
    expect(await tripsOf(traveler)).toBe(hourly.max + 1);
  });

  it(`refuses the trip after ${daily.max} in a day, until the first of them is a day old`, async () => {
    const traveler = await caller(t, 'verifiedTraveler');
    const start = t.clock.now().getTime();
    for (let shared = 0; shared < daily.max; shared += hourly.max) {
      await shareMany(traveler, Math.min(hourly.max, daily.max - shared));
      t.clock.advance(hourly.windowMs);
    }
    const wait = Math.ceil((start + daily.windowMs - t.clock.now().getTime()) / 1000);
    expectLimited(await share(traveler), wait);

    t.clock.advance(wait * 1000);
    // A browser session lasts 12 hours at most: the traveler signs in again.
    const fresh = { ...traveler, token: await openSession(t.db, t.clock, traveler.userId) };
    const next = await share(fresh);
    expect(next.statusCode, next.body).toBe(201);
    expect(await tripsOf(traveler)).toBe(daily.max + 1);
  });

  it('lets no parallel burst past the limit, and counts each traveler on their own', async () => {
    const traveler = await caller(t, 'verifiedTraveler');
    const answers = await Promise.all(Array.from({ length: hourly.max + 5 }, () => share(traveler)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(hourly.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await tripsOf(traveler)).toBe(hourly.max);

    const other = await caller(t, 'verifiedTraveler');
    const response = await share(other);
    expect(response.statusCode, response.body).toBe(201);
  });
});
