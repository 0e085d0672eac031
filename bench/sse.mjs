// The live event stream under load (docs/decisions/010-live-events.md; its goal in README.md, Benchmarks).
// Two runs, each on built server instances sharing one throwaway PostgreSQL database, every stream a different
// signed-in person:
//   - one instance holding STREAMS (10,000) streams: events are published the way every service publishes them
//     (the insert + NOTIFY of apps/api/src/modules/events/events.repo.ts, in its own transaction, sent here
//     through pg: a bench-only path, not an API route), one recipient each, timed from sending that statement
//     to the event's arrival on its recipient's stream. Goal: p99 ≤ 50 ms. Also the server's memory per stream
//     (RSS growth / streams, from /proc: Linux only).
//   - three instances holding STREAMS between them (every third stream on each): each event is published once
//     for one person on every instance, so it must cross LISTEN/NOTIFY to all three. Goal: 0 missed (arrivals
//     counted against the recipients), p99 printed.
// Both end with one event to every stream at once (one transaction, a row per person): when the last one has it.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @tote/bench sse
//   STREAMS=2000 SAMPLES=200 INSTANCES=3 ... (defaults 10000, 400, and "1,3": both runs)
//   CPU_PROF=<folder> ...   each server's .cpuprofile (node --cpu-prof) written there
//
// The clients are raw sockets in this process (no http.Agent, no per-request objects). Each stream costs a file
// descriptor here and one in the server: this process must be allowed STREAMS + a few hundred (`ulimit -n`; it
// cannot raise its own, so it checks and stops with the command to run); the servers start through a shell
// that raises their soft limit to the hard one. The server caps streams per client address (EVENT_STREAMS_PER_IP,
// 100 unless set) and per person (10): the bench leaves both as they are and opens at most 100 streams from each
// loopback source address (127.2.x.y; Linux routes all of 127.0.0.0/8 to the loopback device).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { isMain, printFigures } from './report.mjs';
import { openFilesLimit, startServer } from './server.mjs';

// Its own ports: one instance 4130-4133 on 127.0.0.1; three instances 4134-4137 each, on their own loopback
// address (an instance in development listens on four ports, one per app).
const ONE_INSTANCE_FIRST_PORT = 4130;
const SHARED_FIRST_PORT = 4134;
const SHARED_HOSTS = ['127.0.1.1', '127.0.1.2', '127.0.1.3'];
const CHANNEL = 'tote_events'; // apps/api/src/modules/events/events.repo.ts EVENTS_CHANNEL
const LATENCY_GOAL_MS = 50;
/** The server's default EVENT_STREAMS_PER_IP (apps/api/src/env.ts): streams per client address and instance. */
const STREAMS_PER_ADDRESS = 100;
/** An event not on its stream after this long counts as missed. */
const ARRIVAL_TIMEOUT_MS = 5_000;
const BROADCAST_TIMEOUT_MS = 30_000;
/** Streams being opened at a time. */
const OPEN_CONCURRENCY = 256;
/** People (users and sessions) written at a time, right before their streams open. */
const PEOPLE_BATCH = 1000;

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

/** CPU time of a process in ms (/proc/<pid>/stat utime + stime, 100 ticks per second); null where there is no /proc. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** CPU ms of every PostgreSQL backend connected to the database (by its process title), as profile.mjs. */
function postgresCpuMs(databaseName) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${databaseName} `)) total += cpuMsOf(entry) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;
const count = (value) => value.toLocaleString('en-US');
const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));
const mib = (bytes) => (bytes === null ? '?' : `${(bytes / 2 ** 20).toFixed(0)} MiB`);

/** The loopback source address of the i-th stream: at most STREAMS_PER_ADDRESS streams from each. */
function clientAddress(i) {
  const address = Math.floor(i / STREAMS_PER_ADDRESS);
  return `127.2.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

/**
 * People with a session each, written straight into the bench's database (signing up 10,000 would take minutes).
 * Made a thousand at a time right before their streams open: a session last seen over a minute ago is touched
 * (an UPDATE and its commit) by the request that opens its stream, which a slow opening would otherwise measure.
 */
async function createPeople(db, total, offset) {
  const now = new Date();
  const batch = Array.from({ length: total }, (_, i) => ({
    email: `sse-${offset + i}-${randomBytes(4).toString('hex')}@bench.test`,
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
  return batch.map((person) => ({ userId: idOf.get(person.email), token: person.token }));
}

/**
 * One EventSource-like reader on a raw socket (HTTP/1.1, chunked body decoded here): resolves once the stream's
 * ready event arrived; `onEvent(data, at)` per event, `at` taken when its bytes came off the socket.
 */
function openStream({ host, port, localAddress, token }, onEvent, onLost) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, localAddress });
    let ready = false;
    let headersRead = false;
    let chunked = false;
    let raw = Buffer.alloc(0);
    let text = '';
    let closing = false;
    const fail = (error) => {
      socket.destroy();
      if (!ready) reject(error);
    };
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(
        `GET /api/v1/events HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\nCookie: tote_session=${token}\r\n\r\n`,
      );
    });
    socket.on('error', (error) => fail(error));
    socket.on('close', () => {
      if (!ready) reject(new Error('the stream closed before its ready event'));
      else if (!closing) onLost();
    });
    socket.on('data', (data) => {
      const at = performance.now();
      raw = raw.length === 0 ? data : Buffer.concat([raw, data]);
      if (!headersRead) {
        const end = raw.indexOf('\r\n\r\n');
        if (end === -1) return;
        const head = raw.subarray(0, end).toString('latin1');
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
        if (status !== 200) {
          fail(new Error(`GET /events answered ${status}: ${raw.subarray(end + 4, end + 300).toString()}`));
          return;
        }
        chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
        raw = raw.subarray(end + 4);
        headersRead = true;
      }
      if (chunked) {
        for (;;) {
          const lineEnd = raw.indexOf('\r\n');
          if (lineEnd === -1) break;
          const size = Number.parseInt(raw.subarray(0, lineEnd).toString('latin1'), 16);
          if (raw.length < lineEnd + 2 + size + 2) break;
          text += raw.subarray(lineEnd + 2, lineEnd + 2 + size).toString('utf8');
          raw = raw.subarray(lineEnd + 4 + size);
        }
      } else {
        text += raw.toString('utf8');
        raw = Buffer.alloc(0);
      }
      let end = text.indexOf('\n\n');
      while (end !== -1) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        end = text.indexOf('\n\n');
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event === 'ready') {
          ready = true;
          resolve({
            close: () => {
              closing = true;
              socket.destroy();
            },
          });
        } else if (event) {
          onEvent(JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}'), at);
        }
      }
    });
  });
}

/** This process's open-file limit must hold every stream; it cannot raise its own (a shell's `ulimit -n` can). */
function checkOpenFiles(streams) {
  const limit = openFilesLimit();
  const needed = streams + 256;
  if (limit !== null && limit < needed) {
    throw new Error(
      `${count(streams)} streams need ${count(needed)} open files in this process, and ulimit -n allows ${count(limit)}: run \`ulimit -n ${needed}\` (or more) in this shell first, or set STREAMS lower`,
    );
  }
  return limit;
}

/**
 * One run: `instances` servers on one throwaway database, `streams` streams spread evenly over them (stream i on
 * instance i mod instances), `samples` events each published once to one random person on every instance.
 */
async function measureStreams({ instances, streams, samples }) {
  const startedAt = performance.now();
  /** Where the run stands, on stderr (a run on a busy machine takes minutes). */
  const progress = (what) =>
    console.error(`  sse ${instances}×: ${((performance.now() - startedAt) / 1000).toFixed(0)} s ${what}`);
  if (instances > 1 && instances > SHARED_HOSTS.length) {
    throw new Error(`at most ${SHARED_HOSTS.length} instances (one loopback address each)`);
  }
  const ownLimit = checkOpenFiles(streams);
  const servers = [];
  let db;
  const open = [];
  try {
    // The first instance creates and migrates the database; the others start on it once it is ready. No demo
    // data: the bench writes its own people, and seeding would only slow the start.
    const nodeArgs = process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [];
    const options = { postgres: true, raiseOpenFiles: true, nodeArgs, env: { DEMO: 'false' } };
    if (instances === 1) {
      servers.push(await startServer({ ...options, firstPort: ONE_INSTANCE_FIRST_PORT }));
    } else {
      servers.push(await startServer({ ...options, host: SHARED_HOSTS[0], firstPort: SHARED_FIRST_PORT }));
      const others = SHARED_HOSTS.slice(1, instances).map((host) =>
        startServer({
          ...options,
          host,
          firstPort: SHARED_FIRST_PORT,
          sharedDatabaseUrl: servers[0].databaseUrl,
        }),
      );
      // Every one that started is stopped below, even when another failed to.
      const started = await Promise.allSettled(others);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    progress(`${instances} server${instances === 1 ? '' : 's'} up`);
    const serverLimits = servers.map((server) => openFilesLimit(server.pid));
    const perServer = Math.ceil(streams / instances);
    for (const limit of serverLimits) {
      if (limit !== null && limit < perServer + 256) {
        throw new Error(
          `a server may open ${count(limit)} files (its hard ulimit -n), fewer than its ${count(perServer)} streams need`,
        );
      }
    }
    // A connection per event in flight, so no event waits behind another one's round trip.
    db = new pg.Pool({ connectionString: servers[0].databaseUrl, max: 8 });

    const waiting = new Map(); // marker -> { arrived(at) }
    let lost = 0;
    const onEvent = (data, at) => waiting.get(data.tripId)?.arrived(at);
    const onLost = () => {
      lost += 1;
    };

    await sleep(500);
    const rssBefore = servers.map((server) => rssOf(server.pid));
    const cpuBefore = servers.map((server) => cpuMsOf(server.pid));
    const benchCpuBefore = process.cpuUsage();
    const postgresCpuBefore = postgresCpuMs(servers[0].databaseName);
    const openedAt = performance.now();
    const people = [];
    // Memory per stream is the growth from halfway to the end: from the start it would include what the fresh
    // server still allocates or frees after its start-up.
    let rssHalfway;
    let halfway = 0;
    const onInstance = Array.from({ length: instances }, () => []);
    for (let start = 0; start < streams; start += PEOPLE_BATCH) {
      const batch = await createPeople(db, Math.min(PEOPLE_BATCH, streams - start), start);
      // OPEN_CONCURRENCY connection attempts in flight at a time, each next one started as one is ready.
      let next = 0;
      const opener = async () => {
        while (next < batch.length) {
          const i = start + next;
          const person = batch[next];
          next += 1;
          const server = servers[i % instances];
          onInstance[i % instances].push(person);
          open.push(
            await openStream(
              {
                host: server.host,
                port: server.ports[1],
                localAddress: clientAddress(i),
                token: person.token,
              },
              onEvent,
              onLost,
            ),
          );
        }
      };
      await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, opener));
      people.push(...batch);
      if (rssHalfway === undefined && people.length >= streams / 2 && people.length < streams) {
        rssHalfway = servers.map((server) => rssOf(server.pid));
        halfway = people.length;
      }
      if (people.length % 2000 === 0 && people.length < streams)
        progress(`${count(people.length)} streams open`);
    }
    const openSeconds = (performance.now() - openedAt) / 1000;
    const cpuAfter = servers.map((server) => cpuMsOf(server.pid));
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
    const postgresOpenCpuMs = postgresCpuMs(servers[0].databaseName) - postgresCpuBefore;
    const openCpuMs =
      cpuAfter.some((v) => v === null) || cpuBefore.some((v) => v === null)
        ? null
        : cpuAfter.reduce((sum, v, k) => sum + v - cpuBefore[k], 0);
    progress(`${count(streams)} streams open`);
    await sleep(1000);
    const rssAfter = servers.map((server) => rssOf(server.pid));

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
    /** Publishes once to `recipients` and resolves with the arrival times once all came or the timeout passed. */
    const deliver = async (recipients, marker, timeoutMs) => {
      const arrivals = [];
      let done;
      const all = new Promise((resolve) => {
        done = resolve;
      });
      waiting.set(marker, {
        arrived: (at) => {
          arrivals.push(at);
          if (arrivals.length === recipients.length) done();
        },
      });
      const sentAt = performance.now();
      await publish(
        recipients.map((person) => person.userId),
        marker,
      );
      const committedAt = performance.now();
      const timer = setTimeout(done, timeoutMs);
      await all;
      clearTimeout(timer);
      waiting.delete(marker);
      return { sentAt, committedAt, arrivals: [...arrivals] };
    };

    // Events one at a time per instance's recipient, a few in flight (about 100 events/s): send -> arrival.
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const latencies = [];
    const afterCommit = []; // the share after the statement returned (committed): the bus and the stream
    const commits = []; // the statement itself: insert, NOTIFY, commit (the WAL flush)
    let expected = 0;
    let received = 0;
    const one = async (i) => {
      const recipients = onInstance.map(pick);
      const { sentAt, committedAt, arrivals } = await deliver(recipients, `s${i}`, ARRIVAL_TIMEOUT_MS);
      commits.push(committedAt - sentAt);
      expected += recipients.length;
      received += arrivals.length;
      for (const at of arrivals) {
        latencies.push(at - sentAt);
        afterCommit.push(Math.max(0, at - committedAt));
      }
    };
    // This process's own delays (its GC, 10,000 sockets) add to what it measures: printed beside the figures.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    for (let i = 0; i < samples; i += 4) {
      await Promise.all([0, 1, 2, 3].filter((k) => i + k < samples).map((k) => one(i + k)));
      await sleep(30);
    }
    latencies.sort((a, b) => a - b);
    afterCommit.sort((a, b) => a - b);
    commits.sort((a, b) => a - b);

    loopDelay.disable();
    progress(`${samples} events`);
    // One change for everybody at once (one transaction, a row per person): when the last stream has it.
    const broadcast = await deliver(people, 'broadcast', BROADCAST_TIMEOUT_MS);
    const fanoutMs = broadcast.arrivals.map((at) => at - broadcast.sentAt).sort((a, b) => a - b);
    const broadcastMissed = people.length - broadcast.arrivals.length;

    // A run too small to have a halfway batch: the growth from the start.
    rssHalfway ??= rssBefore;
    const grown = rssAfter.map((after, k) =>
      after === null || rssHalfway[k] === null ? null : after - rssHalfway[k],
    );
    const perStream = grown.includes(null)
      ? null
      : grown.reduce((sum, bytes) => sum + bytes, 0) / (streams - halfway);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(
      `sse, ${instances} instance${instances === 1 ? '' : 's'}: ${count(streams)} streams (${onInstance
        .map((list) => count(list.length))
        .join(' / ')}) opened in ${openSeconds.toFixed(1)} s (server CPU ${
        openCpuMs === null ? '?' : `${((openCpuMs * 1000) / streams).toFixed(0)} µs`
      } per stream opened; PostgreSQL ${((postgresOpenCpuMs * 1000) / streams).toFixed(0)} µs, this process ${(
        (benchCpuMs * 1000) / streams
      ).toFixed(0)} µs) from ${count(
        Math.ceil(streams / STREAMS_PER_ADDRESS),
      )} loopback addresses; ${samples} events; server RSS ${servers
        .map((_, k) => `${mib(rssBefore[k])} -> ${mib(rssHalfway[k])} -> ${mib(rssAfter[k])}`)
        .join(
          ', ',
        )}; open files allowed: bench ${ownLimit ?? '?'}, server ${serverLimits.join(' / ')}; streams the server ended meanwhile: ${lost}; this process's event-loop delay during the events p99 ${(
        loopDelay.percentile(99) / 1e6
      ).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
    );
    const label =
      instances === 1
        ? `${count(streams)} streams, 1 instance`
        : `${count(streams)} streams over ${instances} instances`;
    const recipientsLabel =
      instances === 1 ? 'one recipient each' : `one recipient on each of the ${instances}`;
    return [
      {
        name: `send → receive p50 (${label})`,
        value: ms(p50),
        goal: `p99 ≤ ${LATENCY_GOAL_MS} ms`,
        info: true,
      },
      instances === 1
        ? {
            name: `send → receive p99 (${label})`,
            value: ms(p99),
            goal: `≤ ${LATENCY_GOAL_MS} ms`,
            ok: p99 <= LATENCY_GOAL_MS,
          }
        : {
            name: `send → receive p99 (${label})`,
            value: ms(p99),
            goal: `the one-instance goal: ≤ ${LATENCY_GOAL_MS} ms`,
            info: true,
          },
      {
        name: '  the publishing statement (insert, NOTIFY, commit), p50 / p99',
        value: `${ms(percentile(commits, 50))} / ${ms(percentile(commits, 99))}`,
        goal: 'the database',
        info: true,
      },
      {
        name: '  after the commit returned, p50 / p99',
        value: `${ms(percentile(afterCommit, 50))} / ${ms(percentile(afterCommit, 99))}`,
        goal: 'the bus and the stream',
        info: true,
      },
      {
        name: `${samples} events published once, ${recipientsLabel}: received / expected`,
        value: `${count(received)} / ${count(expected)}`,
        goal: '0 missed',
        ok: received === expected,
      },
      {
        name: `one event to all ${count(streams)}: received, last arrival (p50 ${ms(percentile(fanoutMs, 50))})`,
        value: `${count(broadcast.arrivals.length)}, ${ms(fanoutMs.at(-1) ?? Number.NaN)}`,
        goal: '0 missed',
        ok: broadcastMissed === 0,
      },
      {
        name: `server memory per open stream (RSS growth ${count(halfway)} → ${count(streams)} streams${instances === 1 ? '' : ', all instances'})`,
        value: perStream === null ? 'n/a' : `${(perStream / 1024).toFixed(1)} KiB`,
        goal: `RSS ${servers.map((_, k) => mib(rssAfter[k])).join(' + ')} at ${count(streams)} streams`,
        info: true,
      },
    ];
  } finally {
    for (const stream of open) stream.close();
    await db?.end();
    // The shared instances before the one that drops the database.
    for (const server of servers.slice(1).reverse()) await server.stop();
    await servers[0]?.stop();
  }
}

/**
 * @param {{ streams?: number, samples?: number, instances?: number[] }} [options]
 * @returns {Promise<Array<[string, import('./report.mjs').Figure[]]>>} a titled list of figures per run
 */
export async function measureSse({
  streams = Number(process.env.STREAMS ?? 10_000),
  samples = Number(process.env.SAMPLES ?? 400),
  instances = (process.env.INSTANCES ?? '1,3').split(',').map(Number),
} = {}) {
  const sections = [];
  for (const n of instances) {
    const title =
      n === 1
        ? `Live events, ${count(streams)} streams on one instance on PostgreSQL (send → receive)`
        : `Live events, ${count(streams)} streams over ${n} instances on one PostgreSQL database (LISTEN/NOTIFY)`;
    sections.push([title, await measureStreams({ instances: n, streams, samples })]);
  }
  return sections;
}

if (isMain(import.meta.url)) {
  if (!process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL must name a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    process.exit(1);
  }
  const sections = await measureSse();
  for (const [title, figures] of sections) printFigures(title, figures);
  process.exit(sections.some(([, figures]) => figures.some((figure) => figure.ok === false)) ? 1 : 0);
}
