// The API throughput goal (README.md, Benchmarks): the signed-in API against a bare Fastify hello-world
// measured in the same run. autocannon, 100 connections, DURATION seconds per target (8 by default), on the
// built server in demo mode on a throwaway PostgreSQL database (DATABASE_URL; PGlite is not what production
// runs, so it is refused). Goals: every signed-in list or detail endpoint ≥ 25 % of the hello-world's req/s
// with p99 ≤ 25 ms, /health ≥ 50 %; /orders ≥ 12 % with p99 ≤ 40 ms (the goal for signed-in requests without a session round trip). Only ratios are compared: absolute figures depend on the machine and on
// what else runs. Beside them, a bare Fastify + pg reference (reference.mjs) sending the same SQL as GET
// /orders: the ceiling of a signed-in endpoint on this machine. BEFORE=<path of another build's server.js>
// measures that build too, each target right before this build's (e.g. a copy of apps/api/dist made before a
// change, kept under apps/api).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @tote/bench throughput
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { isMain, printFigures } from './report.mjs';
import { DEMO, portAnswers, root, signIn, startServer } from './server.mjs';

// Both sides are measured with exactly these settings (only the URL and the cookie differ): the goal's figures
// (README.md, Benchmarks) are autocannon 9 at 100 connections without pipelining, one request in flight per
// connection.
const autocannonVersion = createRequire(import.meta.url)('autocannon/package.json').version;
const CANNON = { connections: 100, pipelining: 1 };
const HELLO_PORT = 4110;
const REFERENCE_PORT = 4111;
// Its own ports, so a Lighthouse or compression run (4100-4103) at the same time cannot be measured instead.
const FIRST_PORT = 4120;
const API_PORT = FIRST_PORT + 1; // the sender app's port
// BEFORE=<path of another build's server.js>: that build is measured too, target by target beside this one.
const BEFORE_FIRST_PORT = 4124;

/** CPU time (user + system) the process has used so far, in ms; null where /proc is not there (not Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * autocannon against one target, with the CPU the target's process spent per answered request: a figure that
 * moves much less than req/s when other jobs share the machine.
 */
async function cannon(url, headers, duration, pid) {
  const before = pid ? cpuMs(pid) : null;
  const result = await autocannon({ ...CANNON, url, duration, headers });
  const after = pid ? cpuMs(pid) : null;
  const answered = result['2xx'] + result.non2xx;
  result.cpuPerRequest =
    before !== null && after !== null && answered > 0 ? (after - before) / answered : null;
  return result;
}

/** A bench server script (hello.mjs, reference.mjs) in its own process, once it answers on `port`. */
async function startScript(script, port, args = [], probe = '/') {
  if (await portAnswers(port)) throw new Error(`port ${port} is taken (another bench is running)`);
  const child = spawn(process.execPath, [join(root, 'bench', script), String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { pid } = child;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}${probe}`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureThroughput({ duration = Number(process.env.DURATION ?? 8) } = {}) {
  const server = await startServer({ postgres: true, firstPort: FIRST_PORT });
  const stops = [server.stop];
  try {
    const hello = await startScript('hello.mjs', HELLO_PORT);
    stops.push(hello.stop);
    // The bare Fastify + pg reference reads the API's throwaway database (its sessions and orders).
    const reference = await startScript('reference.mjs', REFERENCE_PORT, [server.databaseUrl], '/session');
    stops.push(reference.stop);
    const before = process.env.BEFORE
      ? await startServer({ postgres: true, firstPort: BEFORE_FIRST_PORT, serverFile: process.env.BEFORE })
      : null;
    if (before) stops.push(before.stop);
    const api = `http://127.0.0.1:${API_PORT}/api/v1`;
    const signedIn = await signIn(`http://localhost:${API_PORT}`, DEMO.sender);
    if (!('cookie' in signedIn)) throw new Error(`demo sender could not sign in: ${signedIn.reason}`);
    const headers = { cookie: signedIn.cookie };
    const me = await (await fetch(`${api}/auth/session`, { headers })).json();
    const orders = await (await fetch(`${api}/orders`, { headers })).json();
    const firstOrder = (orders.orders ?? orders.items ?? orders)[0];
    const orderId = firstOrder?.deliveryId ?? firstOrder?.id;

    // Each target's goal: its share of the hello-world's req/s and, for the signed-in ones, its p99. `/orders` has
    // the goal for signed-in requests without a session round trip (≥ 12 %, p99 ≤ 40 ms); the others keep the
    // first throughput goal's (≥ 25 %, p99 ≤ 25 ms).
    const signedInGoal = { ratio: 0.25, p99: 25 };
    const apiTargets = [
      ['GET /health', '/health', {}, { ratio: 0.5 }],
      ['GET /auth/session', '/auth/session', headers, signedInGoal],
      ['GET /orders', '/orders', headers, { ratio: 0.12, p99: 40 }],
      ['GET /orders/overview', '/orders/overview', headers, signedInGoal],
      ...(orderId ? [['GET /orders/:deliveryId', `/orders/${orderId}`, headers, signedInGoal]] : []),
      ['GET /notifications', '/notifications', headers, signedInGoal],
      ...(me?.user?.id
        ? [['GET /users/:userId/profile', `/users/${me.user.id}/profile`, headers, signedInGoal]]
        : []),
    ];
    // The before build signs in on its own database; its demo data is the same (ids and dates may differ).
    let beforeApi = null;
    if (before) {
      const base = `http://127.0.0.1:${BEFORE_FIRST_PORT + 1}/api/v1`;
      const beforeSignedIn = await signIn(`http://localhost:${BEFORE_FIRST_PORT + 1}`, DEMO.sender);
      if (!('cookie' in beforeSignedIn)) throw new Error(`before: sign-in failed: ${beforeSignedIn.reason}`);
      const beforeHeaders = { cookie: beforeSignedIn.cookie };
      const beforeMe = await (await fetch(`${base}/auth/session`, { headers: beforeHeaders })).json();
      const beforeOrders = await (await fetch(`${base}/orders`, { headers: beforeHeaders })).json();
      beforeApi = {
        base,
        headers: beforeHeaders,
        path: (path) =>
          path
            .replace(orderId ?? '\0', beforeOrders.orders?.[0]?.deliveryId)
            .replace(me?.user?.id ?? '\0', beforeMe.user?.id),
      };
    }
    // Each target: [name, url, headers, goal or null, pid]; the before build's twin right before it.
    const targets = [];
    for (const [name, path, targetHeaders, goal] of apiTargets) {
      if (beforeApi) {
        const beforeHeaders = Object.keys(targetHeaders).length ? beforeApi.headers : {};
        targets.push([
          `${name} (before)`,
          `${beforeApi.base}${beforeApi.path(path)}`,
          beforeHeaders,
          null,
          before.pid,
        ]);
      }
      targets.push([name, `${api}${path}`, targetHeaders, goal, server.pid]);
    }
    const ref = `http://127.0.0.1:${REFERENCE_PORT}`;
    targets.push(
      ['bare Fastify + pg: session query', `${ref}/session`, headers, null, reference.pid],
      ['bare Fastify + pg: session + order list', `${ref}/session-orders`, headers, null, reference.pid],
    );

    // Warm both servers up (JIT, pools, caches) before anything is measured.
    await cannon(`http://127.0.0.1:${HELLO_PORT}/`, {}, 2);
    await cannon(`${api}/orders`, headers, 2);
    await cannon(`${ref}/session-orders`, headers, 2);
    if (beforeApi) await cannon(`${beforeApi.base}/orders`, beforeApi.headers, 2);

    // The hello-world is measured before and after the targets: the spread of the two says how much the load
    // of the machine moved during the run, and the ratios are taken against their mean.
    const helloBefore = await cannon(`http://127.0.0.1:${HELLO_PORT}/`, {}, duration, hello.pid);
    const results = [];
    for (const [name, url, targetHeaders, goal, pid] of targets) {
      results.push({ name, goal, result: await cannon(url, targetHeaders, duration, pid) });
    }
    const helloAfter = await cannon(`http://127.0.0.1:${HELLO_PORT}/`, {}, duration, hello.pid);
    const hellos = [helloBefore.requests.average, helloAfter.requests.average];
    const baseline = (hellos[0] + hellos[1]) / 2;
    const spread = Math.abs(hellos[0] - hellos[1]) / baseline;

    console.log(
      `\nthroughput: autocannon ${autocannonVersion} in the bench process, ${CANNON.connections} connections, pipelining ${CANNON.pipelining}, ${duration} s per target (after 2 s warm-up each side)`,
    );
    console.log(
      `  both servers in their own process, LOG_LEVEL=warn; API: built server on ${server.database}, demo sender`,
    );
    console.log(
      `  bare Fastify hello-world: ${Math.round(baseline)} req/s (the 100 % mark: mean of ${hellos.map(Math.round).join(' before and ')} after the targets, ${(spread * 100).toFixed(0)} % apart), p99 ${helloBefore.latency.p99} / ${helloAfter.latency.p99} ms`,
    );
    const helloCpu = [helloBefore.cpuPerRequest, helloAfter.cpuPerRequest];
    const cpuOf = (ms) => (ms === null ? '   n/a' : (ms * 1000).toFixed(0).padStart(6));
    if (helloCpu.every((ms) => ms !== null)) {
      console.log(
        `  hello-world CPU per request: ${helloCpu.map((ms) => `${(ms * 1000).toFixed(0)} µs`).join(' / ')} (its own process)`,
      );
    }
    // Little's law: with every connection waiting on its answer, latency ≈ connections / throughput, so a
    // p99 of 25 ms at 100 connections needs at least 100 / 0.025 = 4,000 req/s (more, as the tail is longer).
    console.log(
      `  p99 ≤ 25 ms at ${CANNON.connections} connections needs ≥ ${CANNON.connections / 0.025} req/s (Little's law); the bare Fastify + pg rows below send the same SQL as GET /orders with nothing else: a signed-in endpoint's ceiling here`,
    );
    console.log(
      `  ${'target'.padEnd(42)} req/s    p99 ms   non-2xx   vs hello-world   server CPU µs/request`,
    );
    const figures = [];
    for (const { name, goal, result } of results) {
      const ratio = result.requests.average / baseline;
      const failures = result.non2xx + result.errors;
      console.log(
        `  ${name.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)}   ${String(result.latency.p99).padStart(6)}   ${String(failures).padStart(7)}   ${(ratio * 100).toFixed(1).padStart(6)} %         ${cpuOf(result.cpuPerRequest)}`,
      );
      if (goal === null) {
        // The before build and the bare Fastify + pg reference: printed beside the goals, not goals.
        if (name.startsWith('bare Fastify')) {
          figures.push({
            name: `${name} vs hello-world`,
            value: `${(ratio * 100).toFixed(1)} %`,
            goal: `reference, p99 ${result.latency.p99} ms (goal of an endpoint: ≥ 25 %, p99 ≤ 25 ms)`,
            ok: null,
            info: true,
          });
        }
        continue;
      }
      figures.push({
        name: `${name} vs hello-world`,
        value: `${(ratio * 100).toFixed(1)} %`,
        goal: `≥ ${goal.ratio * 100} %`,
        ok: ratio >= goal.ratio && failures === 0,
      });
      if (goal.p99 !== undefined) {
        figures.push({
          name: `${name} p99`,
          value: `${result.latency.p99} ms`,
          goal: `≤ ${goal.p99} ms`,
          ok: result.latency.p99 <= goal.p99,
        });
      }
    }
    return figures;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

if (isMain(import.meta.url)) {
  const figures = await measureThroughput();
  printFigures('API throughput (against a bare Fastify hello-world)', figures);
}
