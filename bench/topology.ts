// The fleet test (bench/topology.mjs runs it through tsx in apps/api): production's shape on this machine, then
// three failures under a mixed load, then counts.
//
//   PostgreSQL   a throwaway cluster of its own (initdb, a free port, removed at the end): the test restarts it,
//                so it is never the machine's shared server
//   S3           s3rver (an S3-compatible store) in this process, a bucket of its own
//   API          three instances of the built server (apps/api/dist/server.js), started at once on the fresh
//                database (one migrates under the advisory lock, the others wait)
//   proxy        Debian's nginx in the foreground with its own prefix: `localhost`, `sender.localhost`,
//                `traveler.localhost`, `admin.localhost` on one port, each Host to its app on the three instances;
//                SSE unbuffered; the instances trust X-Forwarded-For from 127.0.0.1 (the proxy) only
//
// Load, through the proxy only, every request counted: senders sign in, place orders with a photo (with an
// Idempotency-Key), write to support, pay (test provider), their orders are matched, picked up and handed over;
// every person holds a live stream. Scenarios, in order: kill -9 one instance and start it again; a rolling restart
// (SIGTERM each in turn); PostgreSQL stopped and started under load. Then the checks: every write answered 2xx
// exists exactly once, no duplicate, no live event missed, every delivered order's earning made available by the
// scheduled job, ledger:check without drift. No timed assertion: timings are printed as figures.
//
// `--short` (scripts/test.mjs, `pnpm test`): fewer people and shorter phases, the same checks. Writes
// bench/test-results/topology.json ({ passed, failed, checks, figures }), which scripts/test.mjs totals.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.TOTE_TEST_DB = 'postgres';
const { openDatabase } = await import('../apps/api/src/db/client');
const { checkLedger } = await import('../apps/api/src/modules/ledger/ledger.check');
const { moneyLedgerChecks } = await import('../apps/api/src/platform/money-checks');
const { createPerson, openSession, PERSON_PASSWORD } = await import('../apps/api/test/people');
const { orderFormFields, pngBytes } = await import('../packages/fixtures/src/factories/orders');
const { tripInput } = await import('../packages/fixtures/src/factories/trips');
const { MESSAGE_RATE_LIMIT } = await import('../packages/validation/src/messages');

const root = new URL('..', import.meta.url).pathname;
const apiRequire = createRequire(join(root, 'apps/api/package.json'));
const pg = apiRequire('pg') as typeof import('pg');
let pool: import('pg').Pool;
async function rowsOf<Row>(text: string, values: unknown[]): Promise<Row[]> {
  return (await pool.query(text, values)).rows as Row[];
}
const S3rver = apiRequire('s3rver') as new (
  options: object,
) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

const SHORT = process.argv.includes('--short');
const SETTINGS = SHORT
  ? { senders: 4, warmMs: 4_000, afterKillMs: 4_000, pgDownMs: 3_000, afterMs: 3_000 }
  : { senders: 12, warmMs: 20_000, afterKillMs: 15_000, pgDownMs: 6_000, afterMs: 10_000 };
const INSTANCES = 3;
/** How long the proxy keeps out an instance it saw fail (fail_timeout=2s, whole seconds), and a second more. */
const PROXY_RECHECK_MS = 3_000;
const APPS = ['shell', 'sender', 'traveler', 'admin'] as const;
type AppName = (typeof APPS)[number];
const HOSTS: Record<AppName, string> = {
  shell: 'localhost',
  sender: 'sender.localhost',
  traveler: 'traveler.localhost',
  admin: 'admin.localhost',
};
const serverFile = join(root, 'apps/api/dist/server.js');
const started = Date.now();
const log = (line: string) =>
  console.log(
    `[${((Date.now() - started) / 1000).toFixed(1)}s ${new Date().toISOString().slice(11, 19)}] ${line}`,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ——— processes we start, and only those, stopped at the end ———

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('clean-up:', error);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await freePort();
    // Another run owns 3000-3003 and 4000-4003; the ephemeral range never gives them, but say it.
    if (!(port >= 3000 && port <= 3003) && !(port >= 4000 && port <= 4003)) ports.add(port);
  }
  return [...ports];
}

// ——— PostgreSQL: a cluster of our own ———

const asRoot = process.getuid?.() === 0;
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const version = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return join(base, version, 'bin');
}
function runPostgresTool(tool: string, args: string[]) {
  const file = join(postgresBin(), tool);
  // initdb refuses root: the cluster belongs to the postgres user.
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}
async function startCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'tote-topology-pg-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = (await freePorts(1))[0] as number;
  runPostgresTool('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // fsync off: a throwaway cluster on a shared disk; durability across a power cut is not what is tested.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const ctl = (action: 'start' | 'stop') =>
    runPostgresTool('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      '-w',
      ...(action === 'stop' ? ['-m', 'fast'] : []),
      action,
    ]);
  ctl('start');
  let running = true;
  cleanups.push(() => {
    if (running) ctl('stop');
  });
  const url = `postgres://postgres@127.0.0.1:${port}/tote`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database tote');
  await admin.end();
  return {
    url,
    stop: () => {
      ctl('stop');
      running = false;
    },
    start: () => {
      ctl('start');
      running = true;
    },
  };
}

// ——— the S3-compatible store ———

async function startStore() {
  const dir = mkdtempSync(join(tmpdir(), 'tote-topology-s3-'));
  const store = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'tote-fleet', configs: [] }],
  });
  const { port } = await store.run();
  cleanups.push(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${port}`;
}

// ——— the API instances ———

interface Instance {
  index: number;
  ports: Record<AppName, number>;
  child: ChildProcess | null;
  exited: Promise<void>;
}

function instanceEnv(
  instance: Instance,
  databaseUrl: string,
  s3: string,
  proxyPort: number,
  dataDir: string,
) {
  const siteMap = Object.fromEntries(APPS.map((app) => [app, `http://${HOSTS[app]}:${proxyPort}`]));
  return {
    PATH: process.env.PATH ?? '',
    // Not production: production requires Stripe (the test provider takes made-up cards only) and would send
    // every payment to Stripe's servers. Everything else is production's: PostgreSQL, S3, the proxy, the site
    // map of subdomains (SITE_MAP), TRUST_PROXY naming the proxy; docs/deploy.md says why.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    SHELL_PORT: String(instance.ports.shell),
    SENDER_PORT: String(instance.ports.sender),
    TRAVELER_PORT: String(instance.ports.traveler),
    ADMIN_PORT: String(instance.ports.admin),
    SITE_MAP: JSON.stringify(siteMap),
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dataDir, `instance-${instance.index}`),
    S3_ENDPOINT: s3,
    S3_BUCKET: 'tote-fleet',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    CODE_SECRET: 'fleet-test-code-secret-0123456789abcdef',
    UPLOADS_ENCRYPTION_KEY: 'dGVzdC1vbmx5LXVwbG9hZHMta2V5LTAxMjM0NTY3ODk=',
    // Every simulated person signs in and streams from 127.0.0.1.
    AUTH_IP_LIMIT_FACTOR: '1000',
    EVENT_STREAMS_PER_IP: '10000',
    // Each simulated sender places dozens of orders in a few minutes (the per-person limit is 10 an hour).
    VOLUME_LIMIT_FACTOR: '1000',
    // Earnings are due at hand-over, so the release job has work at once; the test clock lets the test run the
    // clock-driven jobs now (POST /dev/clock, straight to an instance: it refuses proxied requests).
    RELEASE_HOLD_HOURS: '0',
    TEST_CLOCK: 'true',
    LOG_LEVEL: 'warn',
  };
}

/** Errors the instances logged (pino level ≥ 50), printed at the end: a 500 in the figures has its cause here. */
const instanceErrors: string[] = [];
function startInstance(instance: Instance, env: Record<string, string>) {
  const child = spawn(process.execPath, [serverFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (process.env.TOPOLOGY_VERBOSE) process.stderr.write(`[api ${instance.index}] ${line}\n`);
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        if ((entry.level ?? 0) >= 50)
          instanceErrors.push(
            `[api ${instance.index}] ${entry.msg}: ${entry.err?.message ?? ''}`.slice(0, 400),
          );
      } catch {
        // pino-pretty's lines outside production (when it is installed): its level tag only, not a field of a
        // logged error (PostgreSQL's `"severity": "FATAL"` in a WARN that a listener is reconnecting)
        if (/^\[[\d:.]+\] (ERROR|FATAL):/.test(line))
          instanceErrors.push(`[api ${instance.index}] ${line}`.slice(0, 600));
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (process.env.TOPOLOGY_VERBOSE) process.stderr.write(`[api ${instance.index}] ${text}`);
  });
  instance.child = child;
  instance.exited = new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitReady(instance: Instance, limitMs = 180_000): Promise<number> {
  const from = Date.now();
  while (Date.now() - from < limitMs) {
    const answer = await send({
      port: instance.ports.shell,
      host: `localhost:${instance.ports.shell}`,
      method: 'GET',
      path: '/api/v1/health/ready',
      timeoutMs: 2_000,
    }).catch(() => null);
    if (answer?.status === 200) return Date.now() - from;
    if (instance.child?.exitCode !== null && instance.child?.exitCode !== undefined)
      throw new Error(`instance ${instance.index} exited with code ${instance.child.exitCode}`);
    await sleep(100);
  }
  throw new Error(`instance ${instance.index} not ready within ${limitMs / 1000} s`);
}

// ——— nginx ———

function nginxConfig(dir: string, proxyPort: number, instances: Instance[]) {
  const servers = (app: AppName, parameters: string) =>
    instances.map((instance) => `    server 127.0.0.1:${instance.ports[app]} ${parameters};`).join('\n');
  // Two groups per app, as docs/deploy.md explains: requests, whose failures take an instance out for a moment,
  // and live streams, which never do (max_fails=0).
  const upstreams = APPS.map(
    (app) => `  upstream tote_${app} {
${servers(app, 'max_fails=1 fail_timeout=2s')}
  }
  upstream tote_${app}_events {
${servers(app, 'max_fails=0')}
  }`,
  ).join('\n');
  const sites = APPS.map(
    (app) => `  server {
    listen 127.0.0.1:${proxyPort};
    server_name ${HOSTS[app]};
    location / {
      proxy_pass http://tote_${app};
      include ${dir}/proxy.conf;
    }
    location = /api/v1/events {
      proxy_pass http://tote_${app}_events;
      include ${dir}/proxy.conf;
    }
  }`,
  ).join('\n');
  return `# The proxy in front of the fleet (docs/deploy.md explains each line).
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
${upstreams}
  # A Host that names none of the apps: no answer at all.
  server {
    listen 127.0.0.1:${proxyPort} default_server;
    return 444;
  }
${sites}
}
`;
}

const PROXY_CONF = `# Included by every app's location.
proxy_http_version 1.1;
proxy_set_header Host $host:$server_port;
proxy_set_header Connection "";
# TRUST_PROXY=127.0.0.1 on the instances: this address is the only one whose X-Forwarded-For they believe.
proxy_set_header X-Forwarded-For $remote_addr;
proxy_set_header X-Forwarded-Proto $scheme;
# Live events (GET /api/v1/events): every frame at once, and no timeout shorter than the heartbeat (15 s).
proxy_buffering off;
proxy_read_timeout 1h;
# An instance that refuses the connection (stopped, restarting) is skipped for the next one; a request that
# reached an instance is never sent twice (POST is not idempotent: the client retries with its Idempotency-Key).
proxy_next_upstream error timeout http_502;
proxy_next_upstream_tries 3;
proxy_connect_timeout 2s;
`;

async function startProxy(proxyPort: number, instances: Instance[]) {
  const dir = mkdtempSync(join(tmpdir(), 'tote-topology-nginx-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'proxy.conf'), PROXY_CONF);
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(dir, proxyPort, instances));
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(nginx, ['-p', dir, '-c', configFile, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    // Fast shutdown: a graceful one (SIGQUIT) would wait for the live streams still open.
    child.kill('SIGTERM');
    await exited;
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(proxyPort, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return { dir, configFile };
    await sleep(100);
  }
  throw new Error('nginx did not listen within 5 s');
}

// ——— HTTP through the proxy ———

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Request {
  port: number;
  host: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  /** Destroy the socket once the body is sent, before any answer: a connection reset as the client sees it. */
  abortAfterSend?: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function send(request: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: request.port,
        method: request.method,
        path: request.path,
        agent,
        headers: { host: request.host, ...request.headers },
        timeout: request.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(request.body, () => {
      if (request.abortAfterSend)
        setImmediate(() =>
          req.destroy(Object.assign(new Error('reset by the client'), { code: 'ECONNRESET' })),
        );
    });
  });
}

// ——— counting ———

type Phase = 'warm' | 'kill' | 'rolling' | 'postgres' | 'after';
let phase: Phase = 'warm';
const figures = {
  sent: 0,
  answered: 0,
  ok: 0,
  failed: new Map<string, number>(),
  failedByPhase: new Map<Phase, number>(),
  retried: 0,
};
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
/** A request's path with its ids as `:id`, so failures group by route. */
const routeOf = (path: string) => path.replace(/\/(TT-[A-Z0-9]+|cs_test_[\w-]+|[0-9a-f-]{36})/g, '/:id');

/** A response that says nothing was done and the same request may be sent again. */
function retryable(answer: Answer | null, error: unknown): boolean {
  if (error) return true;
  if (!answer) return false;
  if (answer.status === 502 || answer.status === 504) return true;
  if (answer.status === 503) return true;
  return false;
}

interface Call {
  app: AppName;
  method: string;
  path: string;
  cookie?: string;
  json?: unknown;
  form?: { body: Buffer; type: string };
  headers?: Record<string, string>;
  /** Send again after a reset or a 502/503 (only where a repeat cannot make a second record). */
  retry: boolean;
  /** Answers that are not failures (e.g. 409 on a repeat whose first attempt was applied). */
  accept?: number[];
  abortFirst?: boolean;
}

let proxyPort = 0;
async function call(c: Call): Promise<Answer | null> {
  const origin = `http://${HOSTS[c.app]}:${proxyPort}`;
  const headers: Record<string, string> = { origin, ...c.headers };
  if (c.cookie) headers.cookie = c.cookie;
  let body: string | Buffer | undefined;
  if (c.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.json);
  } else if (c.form) {
    headers['content-type'] = c.form.type;
    body = c.form.body;
  }
  for (let attempt = 0; ; attempt++) {
    figures.sent++;
    let answer: Answer | null = null;
    let error: unknown = null;
    try {
      answer = await send({
        port: proxyPort,
        host: `${HOSTS[c.app]}:${proxyPort}`,
        method: c.method,
        path: `/api/v1${c.path}`,
        headers,
        ...(body !== undefined ? { body } : {}),
        abortAfterSend: c.abortFirst === true && attempt === 0,
      });
      figures.answered++;
    } catch (caught) {
      error = caught;
    }
    const ok = answer && (answer.status < 300 || c.accept?.includes(answer.status));
    if (ok) {
      figures.ok++;
      return answer;
    }
    const kind = answer
      ? `${answer.status} ${safeCode(answer.body)}`
      : ((error as { code?: string }).code ?? 'error');
    if (!(c.abortFirst && attempt === 0)) {
      bump(figures.failed, `${phase}: ${c.method} ${routeOf(c.path)}: ${kind}`);
      bump(figures.failedByPhase, phase);
    }
    if (!c.retry || !retryable(answer, error) || attempt >= 60) return answer;
    figures.retried++;
    await sleep(Math.min(250 * (attempt + 1), 1_000));
  }
}
function safeCode(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    return '';
  }
}

// ——— live streams ———

interface Stream {
  userId: string;
  cookie: string;
  app: AppName;
  firstCursor: number | null;
  lastId: string | null;
  received: Set<number>;
  connects: number;
  endedWithRetryHint: number;
  endedWithout: number;
  /** The Last-Event-ID of each reconnect. */
  resumedFrom: number[];
  stopped: boolean;
  current: http.ClientRequest | null;
}

function openStream(stream: Stream) {
  if (stream.stopped) return;
  stream.connects++;
  const headers: Record<string, string> = {
    host: `${HOSTS[stream.app]}:${proxyPort}`,
    accept: 'text/event-stream',
    cookie: stream.cookie,
  };
  if (stream.lastId) {
    headers['last-event-id'] = stream.lastId;
    stream.resumedFrom.push(Number(stream.lastId));
  }
  const again = () => {
    stream.current = null;
    if (!stream.stopped) setTimeout(() => openStream(stream), 300);
  };
  const req = http.get({ host: '127.0.0.1', port: proxyPort, path: '/api/v1/events', headers }, (res) => {
    if (res.statusCode !== 200) {
      res.resume();
      res.on('end', again);
      return;
    }
    let buffer = '';
    let lastField = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let id: string | null = null;
        let type = '';
        for (const line of frame.split('\n')) {
          if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('event: ')) type = line.slice(7);
          if (line.length > 0 && !line.startsWith(':')) lastField = line;
        }
        if (id !== null) {
          stream.lastId = id;
          if (type === 'ready') stream.firstCursor ??= Number(id);
          else stream.received.add(Number(id));
        }
        end = buffer.indexOf('\n\n');
      }
    });
    res.on('close', () => {
      if (!stream.stopped) {
        if (lastField.startsWith('retry:')) stream.endedWithRetryHint++;
        else stream.endedWithout++;
      }
      again();
    });
  });
  req.on('error', () => again());
  stream.current = req;
}

// ——— the people and their work ———

function multipartForm(fields: Record<string, string>, photo: Uint8Array) {
  const boundary = `----tote${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="item.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(photo),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const cookieOf = (answer: Answer | null) =>
  (answer?.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');

interface Ledger {
  /** Idempotency keys of orders answered 2xx, with their delivery ids. */
  orders: Map<string, string>;
  /** Idempotency keys sent, answered or not. */
  orderKeysSent: Set<string>;
  messages: Set<string>;
  delivered: Set<string>;
  resetRetries: { key: string; first: string | null; second: string | null }[];
}
const written: Ledger = {
  orders: new Map(),
  orderKeysSent: new Set(),
  messages: new Set(),
  delivered: new Set(),
  resetRetries: [],
};

async function main() {
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run pnpm --filter @tote/api build`);
  log(`fleet test (${SHORT ? 'short' : 'long'}): PostgreSQL, S3, ${INSTANCES} instances, nginx`);
  const cluster = await startCluster();
  const s3 = await startStore();
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-topology-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const ports = await freePorts(INSTANCES * 4 + 1);
  proxyPort = ports.pop() as number;
  const instances: Instance[] = Array.from({ length: INSTANCES }, (_, index) => ({
    index,
    ports: {
      shell: ports[index * 4] as number,
      sender: ports[index * 4 + 1] as number,
      traveler: ports[index * 4 + 2] as number,
      admin: ports[index * 4 + 3] as number,
    },
    child: null,
    exited: Promise.resolve(),
  }));
  const envs = instances.map((instance) => instanceEnv(instance, cluster.url, s3, proxyPort, dataDir));
  cleanups.push(async () => {
    for (const instance of instances) {
      if (instance.child && instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
  });

  // All three at once on the empty database: one migrates, the others wait on the lock.
  const startAt = Date.now();
  for (const instance of instances) startInstance(instance, envs[instance.index] as Record<string, string>);
  await Promise.all(instances.map((instance) => waitReady(instance)));
  const startMs = Date.now() - startAt;
  const connection = await openDatabase({ databaseUrl: cluster.url });
  cleanups.push(() => connection.close());
  pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
  pool.on('error', () => {});
  cleanups.push(() => pool.end());
  const db = connection.db;
  const [migrations] = await rowsOf<{ count: number }>(
    `select count(*)::int as count from drizzle.__drizzle_migrations`,
    [],
  );
  log(`3 instances ready in ${startMs} ms, ${migrations?.count} migrations recorded once each`);
  const proxy = await startProxy(proxyPort, instances);
  log(`nginx on 127.0.0.1:${proxyPort} (${Object.values(HOSTS).join(', ')})`);

  // People: written straight to the database (no sign-up mail); senders sign in through the proxy.
  const clock = { now: () => new Date() };
  const staff = await createPerson(db, clock, 'staff');
  const staffCookie = `tote_session=${await openSession(db, clock, staff.userId)}`;
  const traveler = await createPerson(db, clock, 'verifiedTraveler');
  const travelerCookie = `tote_session=${await openSession(db, clock, traveler.userId)}`;
  const senders: Awaited<ReturnType<typeof createPerson>>[] = [];
  for (let i = 0; i < SETTINGS.senders; i++) senders.push(await createPerson(db, clock, 'sender'));

  // Trips with room for every order (20 kg each, 1 kg orders).
  const trips: string[] = [];
  const tripsNeeded = Math.ceil((SETTINGS.senders * 30) / 18);
  for (let i = 0; i < tripsNeeded; i++) {
    const trip = await call({
      app: 'traveler',
      method: 'POST',
      path: '/trips',
      cookie: travelerCookie,
      json: tripInput({}, { now: new Date(), inDays: 7 + i }),
      retry: false,
    });
    if (trip?.status !== 201 && trip?.status !== 200) throw new Error(`trip: ${trip?.status} ${trip?.body}`);
    const id = (JSON.parse(trip.body) as { id: string }).id;
    await call({
      app: 'admin',
      method: 'POST',
      path: `/trips/${id}/approve`,
      cookie: staffCookie,
      retry: false,
    });
    trips.push(id);
  }
  let tripUse = 0;
  const nextTrip = () => trips[Math.floor(tripUse++ / 15) % trips.length] as string;

  // Every person's live stream, through the proxy.
  const streams: Stream[] = [];
  const stream = (userId: string, cookie: string, app: AppName) => {
    const s: Stream = {
      userId,
      cookie,
      app,
      firstCursor: null,
      lastId: null,
      received: new Set(),
      connects: 0,
      endedWithRetryHint: 0,
      endedWithout: 0,
      resumedFrom: [],
      stopped: false,
      current: null,
    };
    streams.push(s);
    openStream(s);
  };
  stream(staff.userId, staffCookie, 'admin');
  stream(traveler.userId, travelerCookie, 'traveler');

  let stopping = false;
  const photo = pngBytes();
  async function senderWork(person: (typeof senders)[number]) {
    const signIn = async () =>
      cookieOf(
        await call({
          app: 'shell',
          method: 'POST',
          path: '/auth/login',
          json: { email: person.email, password: PERSON_PASSWORD },
          retry: true,
        }),
      );
    let cookie = await signIn();
    stream(person.userId, cookie, 'sender');
    const support = await call({
      app: 'sender',
      method: 'GET',
      path: '/conversations/support',
      cookie,
      retry: true,
    });
    const conversationId = (JSON.parse(support?.body ?? '{}') as { id?: string }).id;
    let round = 0;
    // A person may send MESSAGE_RATE_LIMIT messages a minute (a 429 beyond it is the product's rule, not a failure
    // of the fleet): each sender keeps its messages under that pace, with a margin for clocks.
    const messageEveryMs = Math.ceil(60_000 / MESSAGE_RATE_LIMIT) + 500;
    let lastMessageAt = 0;
    while (!stopping && round < 200) {
      round++;
      // Sign in again now and then (a new session each time).
      if (round % 4 === 0) cookie = (await signIn()) || cookie;
      const key = randomUUID();
      written.orderKeysSent.add(key);
      const form = multipartForm(orderFormFields({ weightKg: 1 }), photo);
      // One order in five is sent, its connection reset before the answer, then sent again with its key.
      const abortFirst = round % 5 === 1;
      const placed = await call({
        app: 'sender',
        method: 'POST',
        path: '/orders',
        cookie,
        form,
        headers: { 'idempotency-key': key },
        retry: true,
        abortFirst,
      });
      if (!placed || placed.status >= 300) continue;
      const deliveryId = (JSON.parse(placed.body) as { deliveryId: string }).deliveryId;
      written.orders.set(key, deliveryId);
      if (abortFirst) written.resetRetries.push({ key, first: null, second: deliveryId });
      if (conversationId && Date.now() - lastMessageAt >= messageEveryMs) {
        lastMessageAt = Date.now();
        const text = `fleet ${randomUUID()}`;
        // No key on a message: a reset is not retried (the message may have been written), a 503 is.
        const sent = await call({
          app: 'sender',
          method: 'POST',
          path: `/conversations/${conversationId}/messages`,
          cookie,
          json: { body: text },
          retry: false,
        });
        if (sent && sent.status < 300) written.messages.add(text);
      }
      // Staff match, the sender pays, the traveler picks up and hands over. A repeat after a reset may find
      // the step done (409): the final checks read the database.
      const matched = await call({
        app: 'admin',
        method: 'POST',
        path: '/matches',
        cookie: staffCookie,
        json: { deliveryId, tripId: nextTrip() },
        retry: true,
        accept: [409],
      });
      if (!matched || matched.status >= 300) continue;
      const checkout = await call({
        app: 'sender',
        method: 'POST',
        path: `/orders/${deliveryId}/payment/checkout`,
        cookie,
        json: {},
        retry: true,
      });
      if (!checkout || checkout.status >= 300) continue;
      const sessionId = (JSON.parse(checkout.body) as { checkoutUrl: string }).checkoutUrl.split('/').pop();
      const paid = await call({
        app: 'shell',
        method: 'POST',
        path: `/test-provider/sessions/${sessionId}/pay`,
        json: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        retry: true,
        accept: [409],
      });
      if (!paid || paid.status >= 300) continue;
      // The webhook is asynchronous to the page: wait until the order may be picked up.
      let picked: Answer | null = null;
      for (let i = 0; i < 40 && !stopping; i++) {
        picked = await call({
          app: 'traveler',
          method: 'POST',
          path: `/deliveries/${deliveryId}/picked-up`,
          cookie: travelerCookie,
          retry: true,
          accept: [409],
        });
        if (picked && picked.status < 300) break;
        await sleep(250);
      }
      if (!picked || picked.status >= 300) continue;
      // The receiver's code, read from the database (the traveler would be told it at the door); while
      // PostgreSQL is down the read waits for it, as the receiver would.
      let row: { code: string } | undefined;
      for (let attempt = 0; attempt < 120 && !row; attempt++) {
        [row] = await rowsOf<{ code: string }>(
          `select hand_over_code as code from orders where delivery_id = $1`,
          [deliveryId],
        ).catch(() => []);
        if (!row) await sleep(250);
      }
      if (!row) continue;
      const boundary = `----tote${randomUUID().replaceAll('-', '')}`;
      const delivered = await call({
        app: 'traveler',
        method: 'POST',
        path: `/deliveries/${deliveryId}/delivered`,
        cookie: travelerCookie,
        form: {
          body: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\n${row.code}\r\n--${boundary}--\r\n`,
          ),
          type: `multipart/form-data; boundary=${boundary}`,
        },
        retry: true,
        accept: [409],
      });
      if (delivered && delivered.status < 300) written.delivered.add(deliveryId);
    }
  }

  const workers = senders.map((person) => senderWork(person));
  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
  };
  const recover: Record<string, number> = {};

  await sleep(SETTINGS.warmMs);

  // 1. kill -9 one instance, then start it again.
  phase = 'kill';
  const victim = instances[1] as Instance;
  // Its scheduled jobs first (the release of the earnings delivered so far, through the test clock), so that
  // the kill most likely cuts one while it runs; the final check sees whether every earning was released once.
  const jobRun = send({
    port: victim.ports.shell,
    host: `localhost:${proxyPort}`,
    method: 'POST',
    path: '/api/v1/dev/clock',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 60_000 }),
  }).then(
    (answer) => `finished before the kill (${answer.status})`,
    () => 'cut by the kill',
  );
  await sleep(40);
  log(`kill -9 instance ${victim.index} (pid ${victim.child?.pid})`);
  victim.child?.kill('SIGKILL');
  const jobOutcome = await jobRun;
  log(`its scheduled jobs: ${jobOutcome}`);
  await victim.exited;
  await sleep(1_000);
  const restartAt = Date.now();
  startInstance(victim, envs[victim.index] as Record<string, string>);
  await waitReady(victim);
  recover['instance back after kill -9 (start to ready)'] = Date.now() - restartAt;
  await sleep(SETTINGS.afterKillMs);

  // 2. Rolling restart: SIGTERM each in turn, wait for it to stop, start it, wait until ready, then until the
  // proxy has had the chance to try it again (docs/deploy.md): an instance it saw refuse a connection stays out
  // for fail_timeout (2 s, counted in whole seconds), and the next one must not stop while it is still out.
  phase = 'rolling';
  const hintsBefore = streams.reduce((sum, s) => sum + s.endedWithRetryHint, 0);
  const withoutBefore = streams.reduce((sum, s) => sum + s.endedWithout, 0);
  const rollingFrom = Date.now();
  for (const instance of instances) {
    log(`SIGTERM instance ${instance.index}`);
    instance.child?.kill('SIGTERM');
    await instance.exited;
    startInstance(instance, envs[instance.index] as Record<string, string>);
    await waitReady(instance);
    await sleep(PROXY_RECHECK_MS);
  }
  recover['rolling restart (3 instances, one at a time)'] = Date.now() - rollingFrom;
  await sleep(2_000);
  const rollingFailures = figures.failedByPhase.get('rolling') ?? 0;
  const hints = streams.reduce((sum, s) => sum + s.endedWithRetryHint, 0) - hintsBefore;
  const without = streams.reduce((sum, s) => sum + s.endedWithout, 0) - withoutBefore;

  // 3. PostgreSQL stopped and started under load.
  phase = 'postgres';
  log('PostgreSQL: stop (fast)');
  cluster.stop();
  const downFrom = Date.now();
  const probes: { status: number; ms: number }[] = [];
  while (Date.now() - downFrom < SETTINGS.pgDownMs) {
    const from = Date.now();
    const answer = await send({
      port: proxyPort,
      host: `${HOSTS.sender}:${proxyPort}`,
      method: 'GET',
      path: '/api/v1/orders',
      headers: { cookie: travelerCookie },
      timeoutMs: 15_000,
    }).catch(() => null);
    probes.push({ status: answer?.status ?? 0, ms: Date.now() - from });
    await sleep(200);
  }
  log('PostgreSQL: start');
  const upAt = Date.now();
  cluster.start();
  await Promise.all(instances.map((instance) => waitReady(instance)));
  recover['every instance ready after PostgreSQL came back'] = Date.now() - upAt;
  phase = 'after';
  await sleep(SETTINGS.afterMs);

  // Stop the load. The scheduled jobs that the restarts interrupted run again: the clock-driven ones now, on each
  // instance (their events reach the streams too). Then the last events arrive and the streams close.
  stopping = true;
  await Promise.all(workers);
  for (const instance of instances) {
    await send({
      port: instance.ports.shell,
      host: `localhost:${proxyPort}`,
      method: 'POST',
      path: '/api/v1/dev/clock',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 60_000 }),
    });
  }
  // The last event the streams must have: the scheduled timers go on publishing (captures, reminders) after the
  // streams close, and those are not missed.
  const [last] = await rowsOf<{ id: number | null }>('select max(id)::int as id from events', []);
  const lastEventId = Number(last?.id ?? 0);
  await sleep(3_000);
  for (const s of streams) {
    s.stopped = true;
    s.current?.destroy();
  }

  // ——— the checks ———
  check(
    'migrations on a fresh database by 3 instances at once',
    Number(migrations?.count) > 0,
    `${migrations?.count} recorded, none twice, every instance ready`,
  );
  const keys = [...written.orderKeysSent];
  const rows = await rowsOf<{ key: string; count: number; delivery_id: string }>(
    `select idempotency_key::text as key, count(*)::int as count, min(delivery_id) as delivery_id
        from orders where idempotency_key = any($1::uuid[]) group by idempotency_key`,
    [keys],
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const lostOrders = [...written.orders].filter(([key, id]) => byKey.get(key)?.delivery_id !== id).length;
  const duplicateOrders = rows.filter((row) => row.count > 1).length;
  check(
    'every order answered 2xx exists exactly once',
    lostOrders === 0 && duplicateOrders === 0,
    `${written.orders.size} answered, ${lostOrders} lost, ${duplicateOrders} duplicated (${rows.length} in the database of ${keys.length} sent)`,
  );
  const resetDupes = written.resetRetries.filter((r) => byKey.get(r.key)?.count !== 1).length;
  check(
    'a retry with the Idempotency-Key after a reset connection makes no duplicate',
    resetDupes === 0 && written.resetRetries.length > 0,
    `${written.resetRetries.length} orders reset after sending and retried, ${resetDupes} duplicated`,
  );
  const texts = [...written.messages];
  const messageRows = await rowsOf<{ body: string; count: number }>(
    `select body, count(*)::int as count from messages where body = any($1::text[]) group by body`,
    [texts],
  );
  const messageCounts = new Map(messageRows.map((row) => [row.body, row.count]));
  const lostMessages = texts.filter((text) => messageCounts.get(text) !== 1).length;
  check(
    'every message answered 2xx exists exactly once',
    lostMessages === 0,
    `${texts.length} answered, ${lostMessages} missing or repeated`,
  );
  const deliveredIds = [...written.delivered];
  const earningRows = await rowsOf<{ delivery_id: string; count: number; released: number }>(
    `select delivery_id, count(*)::int as count, count(made_available_at)::int as released
        from earnings where delivery_id = any($1::text[]) group by delivery_id`,
    [deliveredIds],
  );
  const earningsOk = earningRows.filter((row) => row.count === 1 && row.released === 1).length;
  check(
    "jobs interrupted by the restarts run again: every delivered order's earning made available once",
    earningsOk === deliveredIds.length && deliveredIds.length > 0,
    `${deliveredIds.length} delivered, ${earningsOk} earnings made available exactly once`,
  );
  let missed = 0;
  let missedBehindCursor = 0;
  let expected = 0;
  for (const s of streams) {
    if (s.firstCursor === null) continue;
    const ids = await rowsOf<{ id: number; type: string; at: string }>(
      `select id, type, to_char(created_at, 'HH24:MI:SS.MS') as at from events
       where user_id = $1 and id > $2 and id <= $3 order by id`,
      [s.userId, s.firstCursor, lastEventId],
    );
    expected += ids.length;
    const gone = ids.filter((row) => !s.received.has(Number(row.id)));
    missed += gone.length;
    for (const row of gone) {
      // Resumed after a later id than this one: the event committed after a later one was already sent (ids
      // are taken at insert, committed in any order) while the stream was between connections.
      const behind = s.resumedFrom.some((from) => from > Number(row.id));
      if (behind) missedBehindCursor++;
      log(
        `  missed by ${s.app} stream ${s.userId.slice(0, 8)}: event ${row.id} ${row.type} begun at ${row.at}${behind ? ', behind the Last-Event-ID of a reconnect' : ''}`,
      );
    }
  }
  check(
    'every live stream reconnected through the proxy and missed no event',
    missed === 0 && expected > 0,
    `${streams.length} streams, ${expected} events for them, ${missed} missed (${missedBehindCursor} of them committed after a later id had reached the stream), ${streams.reduce((sum, s) => sum + s.connects, 0)} connections`,
  );
  check(
    'rolling restart: zero failed requests',
    rollingFailures === 0,
    `${rollingFailures} failed while the instances restarted one by one`,
  );
  check(
    'rolling restart: streams end with a retry hint',
    hints > 0 && without === 0,
    `${hints} streams ended with a retry hint, ${without} without`,
  );
  const down = probes.filter((probe) => probe.status === 503).length;
  const other = probes.filter((probe) => probe.status !== 503);
  check(
    'PostgreSQL down: requests answered 503',
    down > 0 && other.every((probe) => probe.status === 200 || probe.status === 503),
    `${down} of ${probes.length} answered 503 (slowest ${Math.max(...probes.map((p) => p.ms))} ms), others: ${other.map((p) => p.status).join(', ') || 'none'}`,
  );
  const ledger = await checkLedger(db, moneyLedgerChecks);
  for (const drift of ledger.drifts) console.error(`  [${drift.check}] ${drift.subject}: ${drift.detail}`);
  check('ledger:check finds no drift', ledger.drifts.length === 0, `${ledger.drifts.length} drifts`);

  const result = {
    version: SHORT ? 'short' : 'long',
    passed: checks.filter((c) => c.ok).length,
    failed: checks.filter((c) => !c.ok).length,
    checks,
    figures: {
      sent: figures.sent,
      answered: figures.answered,
      ok: figures.ok,
      retried: figures.retried,
      failedByKind: Object.fromEntries(figures.failed),
      duplicates: duplicateOrders + resetDupes,
      lost: lostOrders + lostMessages,
      eventsMissed: missed,
      eventsMissedBehindCursor: missedBehindCursor,
      recoverMs: recover,
      jobsAtKill: jobOutcome,
      postgresDownProbes: {
        count: probes.length,
        answered503: down,
        slowestMs: Math.max(...probes.map((p) => p.ms)),
      },
      orders: written.orders.size,
      messages: written.messages.size,
      delivered: written.delivered.size,
    },
  };
  console.log('\nfigures');
  console.log(
    `  requests sent ${figures.sent}, answered ${figures.answered}, 2xx ${figures.ok}, retried ${figures.retried}`,
  );
  console.log('  failed by kind:');
  for (const [kind, count] of figures.failed) console.log(`    ${count}  ${kind}`);
  console.log(
    `  duplicates ${result.figures.duplicates}, lost ${result.figures.lost}, events missed ${missed}`,
  );
  for (const [name, ms] of Object.entries(recover)) console.log(`  ${name}: ${ms} ms`);
  console.log(
    `  PostgreSQL down: ${down}/${probes.length} probes answered 503, slowest ${result.figures.postgresDownProbes.slowestMs} ms`,
  );
  if (instanceErrors.length > 0) {
    console.log(`  errors the instances logged: ${instanceErrors.length}, the first ones:`);
    for (const line of instanceErrors.slice(0, 5)) console.log(`    ${line}`);
  }
  // What the proxy saw when an instance did not answer: refused connections are passed to the next instance;
  // anything else on a request already sent is a failed request.
  const proxyErrors = new Map<string, number>();
  for (const line of readFileSync(join(proxy.dir, 'error.log'), 'utf8').split('\n')) {
    const found = /\[error\] \d+#\d+: \*\d+ (.*?), client: .*?request: "(\S+ \S+)/.exec(line);
    if (!found) continue;
    const [, what, request] = found as unknown as [string, string, string];
    const kind = what.startsWith('connect() failed') ? what : `${what}: ${routeOf(request)}`;
    bump(proxyErrors, kind);
  }
  if (proxyErrors.size > 0) {
    console.log("  the proxy's upstream errors:");
    for (const [kind, count] of proxyErrors) console.log(`    ${count}  ${kind}`);
  }
  mkdirSync(join(root, 'bench/test-results'), { recursive: true });
  writeFileSync(join(root, 'bench/test-results/topology.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\ntopology (${result.version}): ${result.passed} passed, ${result.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.failed === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  agent.destroy();
  await cleanUp();
}
process.exit(ok ? 0 : 1);
