// The matching candidate lists at scale (docs/decisions/011-matching.md), run by bench/matching.mjs through
// tsx in apps/api:
//   1. a fresh PostgreSQL database (DATABASE_URL's server), migrated like production;
//   2. 1,000,000 trips (about 85 % approved) on realistic routes and dates and 100,000 orders, made by
//      generate_series in a few statements;
//   3. Traveler in Sync for 1,000 random processing orders and Sender in Sync for 1,000 random open trips, each
//      through the API's own prepared queries (modules/matches/matches.repo.ts); p50 / p95 / p99 in ms;
//   4. EXPLAIN (ANALYZE, BUFFERS) of one of each, written to bench/matching-explain.txt.
// Prints one JSON line last ({ travelerInSync, senderInSync }), which matching.mjs reads.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  listOrderCandidates,
  listTripCandidates,
  orderCandidatesSelect,
  tripCandidatesSelect,
} from '../apps/api/src/modules/matches/matches.repo';
import { summary, withScratchDatabase } from './scratch-database';

const TRIPS = Number(process.env.MATCHING_TRIPS ?? 1_000_000);
const ORDERS = Number(process.env.MATCHING_ORDERS ?? 100_000);
const SAMPLES = Number(process.env.MATCHING_SAMPLES ?? 1_000);
const PAGE = 10;
const here = path.dirname(fileURLToPath(import.meta.url));

// Countries by how busy their airports are: index i is picked with weight falling like 1/(i+1)^0.8, so a few
// routes (NG -> GB, KE -> US) are busy and most are thin, as on real networks.
const COUNTRIES = [
  'NG',
  'GB',
  'US',
  'KE',
  'ZA',
  'GH',
  'RW',
  'AE',
  'FR',
  'DE',
  'CA',
  'EG',
  'ET',
  'TZ',
  'UG',
  'SN',
  'CI',
  'CM',
  'MA',
  'NL',
  'IT',
  'ES',
  'QA',
  'TR',
  'IN',
  'CN',
  'BE',
  'CH',
  'SE',
  'IE',
];

async function main() {
  await withScratchDatabase('matching', async ({ db, client }) => {
    const now = new Date();
    const log = (line: string) => console.error(`  matching: ${line}`);
    // Plain SQL through the pool for the fill (this folder has no drizzle of its own); $1 is always `now`.
    const paramsOf = (text: string) => (text.includes('$1') ? [now] : []);
    const run = (text: string) => client.query(text, paramsOf(text));
    const rowsOf = async <Row>(text: string) => (await client.query(text, paramsOf(text))).rows as Row[];
    const countryArray = `array[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`;
    // A skewed pick of a country index (1-based); the other end of the route is moved on when it is the same.
    const pick = `1 + floor(${COUNTRIES.length} * power(random(), 1.8))::int`;

    let started = Date.now();
    await run(`insert into users (email, full_name, country, password_hash, is_sender, is_traveler,
        traveler_status, created_at, updated_at)
      select 'bench' || i || '@example.test', 'Bench Person ' || i, 'NG', 'x', i % 2 = 0, i % 2 = 1,
        case when i % 2 = 1 then 'verified' else 'unverified' end, $1, $1
      from generate_series(1, 20000) as i`);
    log(`20,000 people in ${Date.now() - started} ms`);

    started = Date.now();
    // Departures spread over the past year and the next six months (most trips in the table are history);
    // flights of 2 to 16 hours; 0.5 to 30 kg offered, part of it already taken.
    await run(`
      with people as (select array_agg(id) as ids from users where is_traveler),
      rows as (
        select i, ${countryArray} as countries, ${pick} as a,
          ${pick} as b,
          $1::timestamptz + (random() * 545 - 365) * interval '1 day' as departure_at,
          (500 + floor(random() * 29500))::int as grams, random() as r
        from generate_series(1, ${TRIPS}) as i
      )
      insert into trips (booking_id, traveler_id, departure_country, departure_city, arrival_country, arrival_city,
        arrival_address, departure_at, departure_time_zone, arrival_at, arrival_time_zone, airline, flight_number,
        weight_available_grams, remaining_grams, fee_per_kg_minor, currency, status, created_at, updated_at)
      select 'BK-B' || i, people.ids[1 + (i % array_length(people.ids, 1))],
        countries[a], 'City ' || a, countries[case when b = a then 1 + (a % ${COUNTRIES.length}) else b end],
        'City ' || b, 'Airport ' || b, departure_at, 'UTC', departure_at + (2 + random() * 14) * interval '1 hour',
        'UTC', 'Bench Air', 'BA' || (i % 9000), grams, floor(grams * random())::int,
        (500 + floor(random() * 3000))::int, 'USD',
        case when r < 0.85 then 'approved' when r < 0.90 then 'pending' when r < 0.95 then 'rejected'
          else 'cancelled' end,
        $1, $1
      from rows, people`);
    log(`${TRIPS.toLocaleString('en-US')} trips in ${Date.now() - started} ms`);

    started = Date.now();
    await run(`
      with people as (select array_agg(id) as ids from users where is_sender),
      rows as (
        select i, ${countryArray} as countries, ${pick} as a,
          ${pick} as b, random() as r
        from generate_series(1, ${ORDERS}) as i
      )
      insert into orders (delivery_id, sender_id, category, item_names, pickup_address, pickup_country,
        delivery_address, delivery_country, receiver_name, receiver_phone, weight_grams, price_minor, currency,
        status, search_text, created_at, updated_at)
      select 'TT-B' || i, people.ids[1 + (i % array_length(people.ids, 1))], 'Gadgets', array['Item ' || i],
        'Street ' || i, countries[a], 'Road ' || i, countries[case when b = a then 1 + (a % ${COUNTRIES.length}) else b end],
        'Receiver ' || i, '+2507881' || lpad((i % 100000)::text, 5, '0'),
        (100 + floor(random() * 14900))::int, (1000 + floor(random() * 20000))::int, 'USD',
        case when r < 0.4 then 'processing' when r < 0.5 then 'matched' when r < 0.6 then 'shipping'
          when r < 0.9 then 'delivered' else 'cancelled' end,
        'tt-b' || i || chr(10) || 'gadgets', $1::timestamptz - random() * interval '90 days', $1
      from rows, people`);
    log(`${ORDERS.toLocaleString('en-US')} orders in ${Date.now() - started} ms`);
    await run(`analyze`);

    const orderSample = await rowsOf<{ from: string; to: string; grams: number }>(
      `select pickup_country as "from", delivery_country as "to", weight_grams as grams
          from orders where status = 'processing' and $1::timestamptz is not null order by random() limit ${SAMPLES}`,
    );
    const tripSample = await rowsOf<{ from: string; to: string; grams: number }>(
      `select departure_country as "from", arrival_country as "to", remaining_grams as grams
          from trips where status = 'approved' and departure_at > $1 order by random() limit ${SAMPLES}`,
    );

    // Warm the pool's connections (each prepares the statements once), then time one query at a time.
    for (const o of orderSample.slice(0, 20)) {
      await listTripCandidates(db, { ...o, now, limit: PAGE + 1, offset: 0 });
      await listOrderCandidates(db, { ...o, limit: PAGE + 1, offset: 0 });
    }
    const time = async (calls: (() => Promise<unknown[]>)[]) => {
      const times: number[] = [];
      let rows = 0;
      for (const call of calls) {
        const start = process.hrtime.bigint();
        rows += (await call()).length;
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      return {
        ...summary(times),
        samples: times.length,
        meanRows: Math.round((rows / times.length) * 10) / 10,
      };
    };
    const travelerInSync = await time(
      orderSample.map((o) => () => listTripCandidates(db, { ...o, now, limit: PAGE + 1, offset: 0 })),
    );
    const senderInSync = await time(
      tripSample.map((trip) => () => listOrderCandidates(db, { ...trip, limit: PAGE + 1, offset: 0 })),
    );

    // EXPLAIN ANALYZE of the very statements the API runs, for the busiest route's order and trip.
    const explain = async (query: { sql: string; params: unknown[] }, values: Record<string, unknown>) => {
      const params = query.params.map((param) => {
        const placeholder = param as { name?: string };
        return placeholder && typeof placeholder === 'object' && placeholder.name
          ? values[placeholder.name]
          : param;
      });
      const result = await client.query(`explain (analyze, buffers) ${query.sql}`, params);
      return result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    };
    const [busy] = await rowsOf<{ from: string; to: string; n: number }>(
      `select departure_country as "from", arrival_country as "to", count(*)::int as n from trips
          where status = 'approved' and departure_at > $1 group by 1, 2 order by 3 desc limit 1`,
    );
    const route = { from: busy?.from ?? 'NG', to: busy?.to ?? 'GB' };
    const tripPlan = await explain(tripCandidatesSelect(db).toSQL(), {
      ...route,
      grams: 2500,
      now,
      limit: PAGE + 1,
      offset: 0,
    });
    const orderPlan = await explain(orderCandidatesSelect(db).toSQL(), {
      ...route,
      grams: 5000,
      limit: PAGE + 1,
      offset: 0,
    });
    const [sizes] = await rowsOf<Record<string, string>>(
      `select pg_size_pretty(pg_relation_size('trips_approved_route_arrival_idx')) as trips_index,
        pg_size_pretty(pg_relation_size('orders_processing_route_created_at_idx')) as orders_index,
        pg_size_pretty(pg_total_relation_size('trips')) as trips_table,
        (select count(*) from trips where status = 'approved')::text as approved_trips,
        (select count(*) from trips where status = 'approved' and departure_at > $1)::text as open_trips,
        (select count(*) from orders where status = 'processing')::text as processing_orders`,
    );
    // Kept in git beside the script (bench/results/ is ignored): the plans are part of the evidence for the
    // matching goal (docs/decisions/011-matching.md).
    await writeFile(
      path.join(here, 'matching-explain.txt'),
      [
        `# bench/matching.mjs: ${TRIPS.toLocaleString('en-US')} trips, ${ORDERS.toLocaleString('en-US')} orders, ${SAMPLES} samples each, ${new Date().toISOString()}`,
        `# sizes: ${JSON.stringify(sizes)}`,
        `# Traveler in Sync ${JSON.stringify(travelerInSync)}`,
        `# Sender in Sync ${JSON.stringify(senderInSync)}`,
        '',
        `## Traveler in Sync (busiest route ${route.from} -> ${route.to}, 2.5 kg order)`,
        tripCandidatesSelect(db).toSQL().sql,
        '',
        tripPlan,
        '',
        `## Sender in Sync (route ${route.from} -> ${route.to}, 5 kg left)`,
        orderCandidatesSelect(db).toSQL().sql,
        '',
        orderPlan,
        '',
      ].join('\n'),
    );
    console.log(JSON.stringify({ travelerInSync, senderInSync, sizes }));
  });
}

await main();
