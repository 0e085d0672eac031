import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { VolumeLimit } from '../src/platform/volume-limits';
import type { AccountsTestApp } from './accounts';
import type { PersonKind } from './people';
import { openSession } from './people';
import { type Caller, caller } from './trips';

// The tests every per-person volume limit (platform/volume-limits.ts) gets over HTTP with the test clock: the
// hour, the day, a parallel burst (a race: on PostgreSQL it meets on the person's advisory lock), and each person
// counted on their own. The app must run with production's limits (VOLUME_LIMIT_FACTOR '1').

export interface VolumeLimitCase {
  t: AccountsTestApp;
  /** The hourly limit, then the daily one, as the module's policy declares them. */
  limits: readonly VolumeLimit[];
  kind: PersonKind;
  /** What one new row is: "order", "trip". */
  noun: string;
  create: (person: Caller) => Promise<LightMyRequestResponse>;
  countOf: (person: Caller) => Promise<number | undefined>;
  /** The refusal's error code and its message for a wait of `seconds`. */
  code: string;
  message: (seconds: number) => string;
}

const MINUTE = 60_000;

export function expectLimited(
  c: Pick<VolumeLimitCase, 'code' | 'message'>,
  response: LightMyRequestResponse,
  seconds: number,
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json().error).toMatchObject({ code: c.code, message: c.message(seconds) });
}

/** Makes `n` a minute apart; each must be accepted. */
export async function createMany(c: VolumeLimitCase, person: Caller, n: number) {
  for (let i = 0; i < n; i += 1) {
    const response = await c.create(person);
    expect(response.statusCode, response.body).toBe(201);
    c.t.clock.advance(MINUTE);
  }
}

/** Registers the four tests in the calling describe block. */
export function itKeepsVolumeLimits(c: VolumeLimitCase) {
  const [hourly, daily] = c.limits as [VolumeLimit, VolumeLimit];
  const { t, noun } = c;

  it(`refuses the ${noun} after ${hourly.max} in an hour, with Retry-After, and takes it once the hour has passed`, async () => {
    const person = await caller(t, c.kind);
    await createMany(c, person, hourly.max);
    // The first was made hourly.max minutes ago: the hour frees up when it is an hour old.
    const wait = (hourly.windowMs - hourly.max * MINUTE) / 1000;
    expectLimited(c, await c.create(person), wait);
    expect(await c.countOf(person)).toBe(hourly.max);

    t.clock.advance(wait * 1000 - 1000);
    expectLimited(c, await c.create(person), 1);
    t.clock.advance(1000);
    const next = await c.create(person);
    expect(next.statusCode, next.body).toBe(201);
    expect(await c.countOf(person)).toBe(hourly.max + 1);
  });

  it(`refuses the ${noun} after ${daily.max} in a day, until the first of them is a day old`, async () => {
    const person = await caller(t, c.kind);
    const start = t.clock.now().getTime();
    for (let made = 0; made < daily.max; made += hourly.max) {
      await createMany(c, person, Math.min(hourly.max, daily.max - made));
      t.clock.advance(hourly.windowMs);
    }
    // Every hour is clear; the day is full until the first is a day old.
    const wait = Math.ceil((start + daily.windowMs - t.clock.now().getTime()) / 1000);
    expectLimited(c, await c.create(person), wait);

    t.clock.advance(wait * 1000);
    // A browser session lasts 12 hours at most: the person signs in again.
    const fresh = { ...person, token: await openSession(t.db, t.clock, person.userId) };
    const next = await c.create(fresh);
    expect(next.statusCode, next.body).toBe(201);
    expect(await c.countOf(person)).toBe(daily.max + 1);
  });

  it('lets no parallel burst past the limit', async () => {
    const person = await caller(t, c.kind);
    const answers = await Promise.all(Array.from({ length: hourly.max + 5 }, () => c.create(person)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(hourly.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await c.countOf(person)).toBe(hourly.max);
  });

  it('counts each person on their own', async () => {
    const busy = await caller(t, c.kind);
    const other = await caller(t, c.kind);
    await createMany(c, busy, hourly.max);
    expect((await c.create(busy)).statusCode).toBe(429);
    const response = await c.create(other);
    expect(response.statusCode, response.body).toBe(201);
  });
}
