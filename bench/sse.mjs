// The live event stream under load (docs/decisions/010-live-events.md; its goal in README.md, Benchmarks).
// 2,000 concurrent streams (STREAMS) on one built server instance on a throwaway PostgreSQL database, each
// stream a different signed-in person; then events are published the way every service publishes them (the
// insert + NOTIFY of apps/api/src/modules/events/events.repo.ts, in its own transaction, sent here through
// pg: a bench-only path, not an API route) and timed from sending that statement to the event's arrival on
// its recipient's stream. Goal: p99 ≤ 50 ms. Also the server's memory per connection (RSS growth / streams,
// from /proc: Linux only).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @tote/bench sse
//   STREAMS=500 SAMPLES=200 ... (defaults 2000 and 400)
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { isMain, printFigures } from './report.mjs';
import { startServer } from './server.mjs';

const FIRST_PORT = 4130; // its own ports (throughput: 4120-4123, the others 4100-4103)
const API_PORT = FIRST_PORT + 1;
const CHANNEL = 'tote_events'; // apps/api/src/modules/events/events.repo.ts EVENTS_CHANNEL
const LATENCY_GOAL_MS = 50;

const hashToken = (token) => createHash('sha256').update(token).digest('base64url');

/** Resident memory of a process in bytes (/proc/<pid>/status VmRSS); null where there is no /proc. */
function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) * 1024;
  } catch {
    return null;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;
const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));

/** People with a session each, written straight into the bench's database (signing up 2,000 would take minutes). */
async function createPeople(db, count) {
  const now = new Date();
  const people = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      email: `sse-${start + i}-${randomBytes(4).toString('hex')}@bench.test`,
      token: randomBytes(32).toString('base64url'),
    }));
    const users = await db.query(
      `insert into users (email, full_name, country, password_hash, is_sender, email_verified_at, created_at, updated_at)
       select email, 'Bench Person', 'RW', 'not-a-password-hash', true, $2, $2, $2 from unnest($1::text[]) as email
       returning id, email`,
      [batch.map((p) => p.email), now],
    );
    const idOf = new Map(users.rows.map((row) => [row.email, row.id]));
    await db.query(
      `insert into sessions (token_hash, user_id, persistent, created_at, last_seen_at, absolute_expires_at)
       select hash, user_id, true, $3, $3, $3::timestamptz + interval '1 day'
       from unnest($1::text[], $2::uuid[]) as s(hash, user_id)`,
      [batch.map((p) => hashToken(p.token)), batch.map((p) => idOf.get(p.email)), now],
    );
    for (const person of batch) people.push({ userId: idOf.get(person.email), token: person.token });
  }
  return people;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/** One EventSource-like reader: resolves once the stream's ready event arrived; `onEvent(frame, at)` per event. */
function openStream(token, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `http://127.0.0.1:${API_PORT}/api/v1/events`,
      { agent, headers: { accept: 'text/event-stream', cookie: `tote_session=${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') resolve({ close: () => request.destroy() });
            else if (event) onEvent(JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}'), at);
          }
        });
        response.on('error', () => {});
      },
    );
    request.on('error', reject);
  });
}

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureSse({
  streams = Number(process.env.STREAMS ?? 2000),
  samples = Number(process.env.SAMPLES ?? 400),
} = {}) {
  const server = await startServer({ postgres: true, firstPort: FIRST_PORT });
  // The throwaway database startServer made for this server.
  // A connection per event in flight, so no event waits behind another one's round trip.
  const db = new pg.Pool({ connectionString: server.databaseUrl, max: 8 });
  const open = [];
  try {
    const people = await createPeople(db, streams);
    const waiting = new Map(); // marker -> { sentAt, resolve }
    const onEvent = (data, at) => {
      const entry = waiting.get(data.tripId);
      if (entry) entry.arrived(at);
    };

    await sleep(500);
    const rssBefore = rssOf(server.pid);
    const openedAt = performance.now();
    for (let start = 0; start < people.length; start += 200) {
      const batch = people.slice(start, start + 200);
      open.push(...(await Promise.all(batch.map((person) => openStream(person.token, onEvent)))));
    }
    const openSeconds = (performance.now() - openedAt) / 1000;
    await sleep(1000);
    const rssAfter = rssOf(server.pid);

    // One event to one person at a time, a few in flight (about 100 events/s): send -> arrival on its stream.
    const publish = (userIds, marker) =>
      db.query(
        `with inserted as (
           insert into events (user_id, type, data)
           select recipient, 'trip.changed', jsonb_build_object('tripId', $2::text) from unnest($1::uuid[]) as recipient
           returning id, user_id, type, data)
         select pg_notify('${CHANNEL}', json_build_object('id', id::text, 'userId', user_id, 'type', type, 'data', data)::text)
         from inserted`,
        [userIds, marker],
      );
    const latencies = [];
    const afterCommit = []; // the share after the statement returned (committed): the bus and the stream
    const one = async (i) => {
      const person = people[Math.floor(Math.random() * people.length)];
      const marker = `s${i}`;
      const arrived = new Promise((resolve) => {
        waiting.set(marker, { arrived: resolve });
      });
      const sentAt = performance.now();
      await publish([person.userId], marker);
      const committedAt = performance.now();
      const at = await arrived;
      waiting.delete(marker);
      latencies.push(at - sentAt);
      afterCommit.push(Math.max(0, at - committedAt));
    };
    for (let i = 0; i < samples; i += 4) {
      await Promise.all([0, 1, 2, 3].filter((k) => i + k < samples).map((k) => one(i + k)));
      await sleep(30);
    }
    latencies.sort((a, b) => a - b);
    afterCommit.sort((a, b) => a - b);

    // One change for everybody at once (one transaction, a row per person): when the last stream has it.
    const fanout = [];
    const broadcast = 'broadcast';
    let remaining = people.length;
    const allArrived = new Promise((resolve) => {
      waiting.set(broadcast, {
        arrived: (at) => {
          fanout.push(at);
          remaining -= 1;
          if (remaining === 0) resolve();
        },
      });
    });
    const broadcastAt = performance.now();
    await publish(
      people.map((p) => p.userId),
      broadcast,
    );
    await allArrived;
    const fanoutMs = fanout.map((at) => at - broadcastAt).sort((a, b) => a - b);

    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const perConnection = rssBefore !== null && rssAfter !== null ? (rssAfter - rssBefore) / streams : null;
    console.log(
      `sse: ${streams} streams opened in ${openSeconds.toFixed(1)} s; ${latencies.length} single-recipient events; server RSS ${
        rssBefore === null ? '?' : (rssBefore / 2 ** 20).toFixed(0)
      } -> ${rssAfter === null ? '?' : (rssAfter / 2 ** 20).toFixed(0)} MiB`,
    );
    return [
      {
        name: `send → receive p50 (${streams} open streams)`,
        value: ms(p50),
        goal: `≤ ${LATENCY_GOAL_MS} ms (p99)`,
        ok: null,
      },
      {
        name: `send → receive p99 (${streams} open streams)`,
        value: ms(p99),
        goal: `≤ ${LATENCY_GOAL_MS} ms`,
        ok: p99 <= LATENCY_GOAL_MS,
      },
      {
        name: '  of which after the commit returned, p50 / p99',
        value: `${ms(percentile(afterCommit, 50))} / ${ms(percentile(afterCommit, 99))}`,
        goal: 'info',
        ok: null,
      },
      {
        name: `one event to all ${streams}: last arrival (p50 ${ms(percentile(fanoutMs, 50))})`,
        value: ms(fanoutMs.at(-1)),
        goal: 'info',
        ok: null,
      },
      {
        name: 'server memory per open stream (RSS growth / streams)',
        value: perConnection === null ? 'n/a' : `${(perConnection / 1024).toFixed(1)} KiB`,
        goal: 'info',
        ok: null,
      },
    ];
  } finally {
    for (const stream of open) stream.close();
    await db.end();
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  if (!process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL must name a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    process.exit(1);
  }
  const figures = await measureSse();
  printFigures('Live events (send → receive)', figures);
  process.exit(figures.some((figure) => figure.ok === false) ? 1 : 0);
}
