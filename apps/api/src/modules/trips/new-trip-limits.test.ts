import { tripInput } from '@tote/fixtures/factories/trips';
import { tripMessages } from '@tote/validation/trips';
import { count, eq } from 'drizzle-orm';
import { describe } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { postTrip } from '../../../test/trips';
import { itKeepsVolumeLimits } from '../../../test/volume-limits';
import { trips } from '../../db/schema/trips';
import { NEW_TRIP_LIMITS } from './trips.policy';

// The per-traveler limits on new trips (trips.policy.ts), over HTTP with the test clock (ADR 014). Also a race
// (vitest.config.ts RACES): on PostgreSQL a burst of parallel trips meets on the traveler's advisory lock.

// The limits as production has them (test apps raise them otherwise: test/helper.ts).
const t = useAccountsTestApp({ env: { VOLUME_LIMIT_FACTOR: '1' } });

describe('POST /trips: new trips per traveler', () => {
  itKeepsVolumeLimits({
    t,
    limits: NEW_TRIP_LIMITS,
    kind: 'verifiedTraveler',
    noun: 'trip',
    create: (traveler) => postTrip(t, traveler.token, tripInput({}, { now: t.clock.now() })),
    countOf: async (traveler) =>
      (await t.db.select({ n: count() }).from(trips).where(eq(trips.travelerId, traveler.userId)))[0]?.n,
    code: 'too_many_trips',
    message: tripMessages.tooManyTrips,
  });
});
