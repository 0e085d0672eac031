// issue 8, goal 1: the signed-in API against a bare Fastify hello-world measured in the same run.
// autocannon, 100 connections, DURATION seconds per target (8 by default), on the built server in demo mode
// on a throwaway PostgreSQL database (DATABASE_URL; PGlite is not what production runs, so it is refused).
// Goals: every signed-in list or detail endpoint ≥ 25 % of the hello-world's req/s with p99 ≤ 25 ms,
// /health ≥ 50 %. Only ratios are compared: absolute figures depend on the machine and on what else runs.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @tote/bench throughput
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { isMain, printFigures } from './report.mjs';
import { DEMO, portAnswers, root, signIn, startServer } from './server.mjs';

// Both sides are measured with exactly these settings (only the URL and the cookie differ): the issue's figures
// are autocannon 9 at 100 connections without pipelining, one request in flight per connection.
const autocannonVersion = createRequire(import.meta.url)('autocannon/package.json').version;
const CANNON = { connections: 100, pipelining: 1 };
const HELLO_PORT = 4110;
// Its own ports, so a Lighthouse or compression run (4100-4103) at the same time cannot be measured instead.
const FIRST_PORT = 4120;
const API_PORT = FIRST_PORT + 1; // the sender app's port

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

async function startHello() {
  if (await portAnswers(HELLO_PORT))
    throw new Error(`port ${HELLO_PORT} is taken (another bench is running)`);
  const hello = spawn(process.execPath, [join(root, 'bench/hello.mjs'), String(HELLO_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { pid } = hello;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${HELLO_PORT}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    pid,
    stop: async () => {
      const exited = new Promise((resolve) => hello.once('exit', resolve));
      hello.kill('SIGTERM');
      await exited;
    },
  };
}

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureThroughput({ duration = Number(process.env.DURATION ?? 8) } = {}) {
  const server = await startServer({ postgres: true, firstPort: FIRST_PORT });
  const hello = await startHello();
  try {
    const api = `http://127.0.0.1:${API_PORT}/api/v1`;
    const signedIn = await signIn(`http://localhost:${API_PORT}`, DEMO.sender);
    if (!('cookie' in signedIn)) throw new Error(`demo sender could not sign in: ${signedIn.reason}`);
    const headers = { cookie: signedIn.cookie };
    const me = await (await fetch(`${api}/auth/session`, { headers })).json();
    const orders = await (await fetch(`${api}/orders`, { headers })).json();
    const firstOrder = (orders.orders ?? orders.items ?? orders)[0];
    const orderId = firstOrder?.deliveryId ?? firstOrder?.id;

    const targets = [
      ['GET /health', '/health', {}, 0.5],
      ['GET /auth/session', '/auth/session', headers, 0.25],
      ['GET /orders', '/orders', headers, 0.25],
      ['GET /orders/overview', '/orders/overview', headers, 0.25],
      ...(orderId ? [['GET /orders/:deliveryId', `/orders/${orderId}`, headers, 0.25]] : []),
      ['GET /notifications', '/notifications', headers, 0.25],
      ...(me?.user?.id
        ? [['GET /users/:userId/profile', `/users/${me.user.id}/profile`, headers, 0.25]]
        : []),
    ];

    // Warm both servers up (JIT, pools, caches) before anything is measured.
    await cannon(`http://127.0.0.1:${HELLO_PORT}/`, {}, 2);
    await cannon(`${api}/orders`, headers, 2);

    // The hello-world is measured before and after the targets: the spread of the two says how much the load
    // of the machine moved during the run, and the ratios are taken against their mean.
    const helloBefore = await cannon(`http://127.0.0.1:${HELLO_PORT}/`, {}, duration, hello.pid);
    const results = [];
    for (const [name, path, targetHeaders, goal] of targets) {
      results.push({
        name,
        goal,
        result: await cannon(`${api}${path}`, targetHeaders, duration, server.pid),
      });
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
    console.log(
      '  target                          req/s    p99 ms   non-2xx   vs hello-world   server CPU µs/request',
    );
    const figures = [];
    for (const { name, goal, result } of results) {
      const ratio = result.requests.average / baseline;
      const failures = result.non2xx + result.errors;
      console.log(
        `  ${name.padEnd(30)} ${String(Math.round(result.requests.average)).padStart(6)}   ${String(result.latency.p99).padStart(6)}   ${String(failures).padStart(7)}   ${(ratio * 100).toFixed(1).padStart(6)} %         ${cpuOf(result.cpuPerRequest)}`,
      );
      figures.push({
        name: `${name} vs hello-world`,
        value: `${(ratio * 100).toFixed(1)} %`,
        goal: `≥ ${goal * 100} %`,
        ok: ratio >= goal && failures === 0,
      });
      if (goal === 0.25) {
        figures.push({
          name: `${name} p99`,
          value: `${result.latency.p99} ms`,
          goal: '≤ 25 ms',
          ok: result.latency.p99 <= 25,
        });
      }
    }
    return figures;
  } finally {
    await hello.stop();
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const figures = await measureThroughput();
  printFigures('API throughput (issue 8 goal 1)', figures);
}
