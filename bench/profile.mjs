// Where the API's CPU goes per request (the API throughput goal, README.md, Benchmarks): each target runs
// against its own built server started with `node --cpu-prof`, under autocannon (100 connections), on a
// throwaway PostgreSQL database. Prints the server's and PostgreSQL's CPU per request (PostgreSQL: the
// backends of the throwaway database, from /proc) and the heaviest functions and packages by self time. The
// .cpuprofile files are kept in bench/results/ (open them in Chrome DevTools or speedscope).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @tote/bench profile [target ...]
//   targets: health session orders overview detail notifications profile (default: all); DURATION (5 s), TOP (25)
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO, root, signIn, startServer } from './server.mjs';

const FIRST_PORT = 4130;
const API_PORT = FIRST_PORT + 1;
const duration = Number(process.env.DURATION ?? 5);
const top = Number(process.env.TOP ?? 25);
const results = join(root, 'bench/results');

const TARGETS = {
  health: () => '/health',
  session: () => '/auth/session',
  orders: () => '/orders',
  overview: () => '/orders/overview',
  detail: ({ orderId }) => `/orders/${orderId}`,
  notifications: () => '/notifications',
  profile: ({ userId }) => `/users/${userId}/profile`,
};

/** utime + stime in ms of one process, or 0 when it is gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU ms of every PostgreSQL backend connected to the database (by its process title). */
function postgresCpuMs(databaseName) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${databaseName} `)) total += cpuMs(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const idle = [...selfSamples].reduce(
    (sum, [id, n]) => sum + (['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName) ? n : 0),
    0,
  );
  const byFunction = new Map();
  const byPackage = new Map();
  for (const [id, n] of selfSamples) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue;
    const where = url.replace(/^file:\/\//, '').replace(root, '');
    const key = `${functionName || '(anonymous)'} ${where.split('/node_modules/').pop()}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + n);
    const pkg = where.includes('/node_modules/')
      ? where
          .split('/node_modules/')
          .pop()
          .split('/')
          .slice(0, where.split('/node_modules/').pop().startsWith('@') ? 2 : 1)
          .join('/')
      : where.startsWith('node:') || where === ''
        ? functionName.startsWith('(')
          ? functionName
          : 'node internals'
        : 'app';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n);
  }
  const busy = total - idle;
  const pct = (n) => `${((n / busy) * 100).toFixed(1).padStart(5)} %`;
  console.log('  self time by package (share of busy samples):');
  for (const [pkg, n] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`    ${pct(n)}  ${pkg}`);
  }
  console.log('  self time by function:');
  for (const [key, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${pct(n)}  ${key}`);
  }
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(TARGETS);
mkdirSync(results, { recursive: true });
for (const name of names) {
  const dir = join(results, `profile-${name}`);
  rmSync(dir, { recursive: true, force: true });
  const server = await startServer({
    postgres: true,
    firstPort: FIRST_PORT,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  let stopped = false;
  try {
    const api = `http://127.0.0.1:${API_PORT}/api/v1`;
    const signedIn = await signIn(`http://localhost:${API_PORT}`, DEMO.sender);
    if (!('cookie' in signedIn)) throw new Error(`demo sender could not sign in: ${signedIn.reason}`);
    const headers = { cookie: signedIn.cookie };
    const me = await (await fetch(`${api}/auth/session`, { headers })).json();
    const orders = await (await fetch(`${api}/orders`, { headers })).json();
    const path = TARGETS[name]({ orderId: orders.orders?.[0]?.deliveryId, userId: me.user.id });
    // Signed out for /health, as a probe asks it (a cookie would add the session lookup).
    const targetHeaders = name === 'health' ? {} : headers;
    await autocannon({ url: `${api}${path}`, connections: 100, duration: 2, headers: targetHeaders });
    const before = [cpuMs(server.pid), postgresCpuMs(server.databaseName)];
    const result = await autocannon({
      url: `${api}${path}`,
      connections: 100,
      duration,
      headers: targetHeaders,
    });
    const after = [cpuMs(server.pid), postgresCpuMs(server.databaseName)];
    const answered = result['2xx'] + result.non2xx;
    const perRequest = (i) => `${(((after[i] - before[i]) / answered) * 1000).toFixed(0)} µs`;
    console.log(
      `\n${name} GET ${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; CPU per request: server ${perRequest(0)}, PostgreSQL ${perRequest(1)}`,
    );
    await server.stop();
    stopped = true;
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
    const kept = join(results, `${name}.cpuprofile`);
    renameSync(join(dir, file), kept);
    rmSync(dir, { recursive: true, force: true });
    summarise(kept);
  } finally {
    if (!stopped) await server.stop();
  }
}
