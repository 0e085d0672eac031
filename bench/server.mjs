// The built server (`apps/api/dist/server.js`) on the bench's own ports, in demo mode, on a throwaway database:
// a fresh PostgreSQL database when DATABASE_URL is set (created here, dropped on stop), else PGlite in a
// temporary folder. Ports 4100-4103 by default: Playwright uses 4000-4003, `pnpm start` 3000-3003.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

export const root = new URL('..', import.meta.url).pathname;

export const DEMO = {
  sender: { email: 'sender@tote.demo', password: 'tote-demo-sender-1' },
  traveler: { email: 'traveler@tote.demo', password: 'tote-demo-traveler-1' },
  admin: { email: 'admin@tote.demo', password: 'tote-demo-admin-1' },
};

/** Whether something already listens on the port: the bench must never measure another process's server. */
export async function portAnswers(port, host = '127.0.0.1') {
  try {
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch (error) {
    return error?.name === 'TimeoutError';
  }
}

async function waitForHealth(base, server) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${base}/api/v1/health within 60 s`);
}

/** The servers this process started and has not stopped: stopped (and their databases dropped) on Ctrl-C too. */
const running = new Set();
let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (signalled) process.exit(130);
    signalled = true;
    console.error(`\n${signal}: stopping ${running.size} bench server(s) and dropping their databases`);
    await Promise.allSettled([...running].map((stop) => stop()));
    process.exit(130);
  });
}

/** The soft limit on open files of a process (/proc/<pid>/limits), or null where there is no /proc. */
export function openFilesLimit(pid = 'self') {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return null;
  }
}

/**
 * @param {{ firstPort?: number, host?: string, postgres?: boolean, sharedDatabaseUrl?: string, serverFile?: string, nodeArgs?: string[], env?: Record<string, string>, raiseOpenFiles?: boolean }} [options]
 *   host: the loopback address it listens on (several instances share the ports on different addresses);
 *   postgres: require DATABASE_URL; sharedDatabaseUrl: another instance's throwaway database (created and dropped
 *   by that instance, migrated and seeded by it, so start that one first); serverFile: another build (e.g. the
 *   one before a change, measured in the same run); nodeArgs: e.g. `--cpu-prof` (profile.mjs); env: added to
 *   the server's environment; raiseOpenFiles: the server's soft `ulimit -n` raised to its hard limit (a shell
 *   starts it), for thousands of connections
 * @returns {Promise<{ urls: Record<'shell'|'sender'|'traveler'|'admin', string>, host: string, ports: number[], database: string, databaseName: string | null, databaseUrl: string | null, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer({
  firstPort = 4100,
  host = '127.0.0.1',
  postgres = false,
  sharedDatabaseUrl,
  serverFile = join(root, 'apps/api/dist/server.js'),
  nodeArgs = [],
  env: extraEnv = {},
  raiseOpenFiles = false,
} = {}) {
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run pnpm build first`);
  if (postgres && !process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL must name a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-bench-'));
  const ports = [0, 1, 2, 3].map((offset) => firstPort + offset);
  for (const port of ports) {
    if (await portAnswers(port, host))
      throw new Error(`port ${host}:${port} is taken (another bench or server is running)`);
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    // Demo data is opt-in and never loaded in production; the bench needs the demo accounts.
    DEMO: 'true',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: host,
    SHELL_PORT: String(ports[0]),
    SENDER_PORT: String(ports[1]),
    TRAVELER_PORT: String(ports[2]),
    ADMIN_PORT: String(ports[3]),
    ...extraEnv,
  };
  delete env.SITE_MAP;
  delete env.PUBLIC_DOMAIN;

  let database = 'PGlite (temporary folder)';
  let databaseName = null;
  let databaseUrl = null;
  let dropDatabase = async () => {};
  if (sharedDatabaseUrl) {
    const url = new URL(sharedDatabaseUrl);
    env.DATABASE_URL = url.toString();
    databaseName = url.pathname.slice(1);
    database = `PostgreSQL ${url.host}/${databaseName} (throwaway, shared with another instance)`;
    databaseUrl = url.toString();
  } else if (process.env.DATABASE_URL) {
    const name = `tote_bench_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    database = `PostgreSQL ${url.host}/${name} (throwaway)`;
    databaseName = name;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  const command = [process.execPath, ...nodeArgs, serverFile];
  // `exec` keeps the process id, so `pid` is the server's own (its /proc figures) either way.
  const server = raiseOpenFiles
    ? spawn('/bin/sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"', 'sh', ...command], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : spawn(command[0], command.slice(1), { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = host === '127.0.0.1' ? 'localhost' : host;
  const urls = {
    shell: `http://${origin}:${ports[0]}`,
    sender: `http://${origin}:${ports[1]}`,
    traveler: `http://${origin}:${ports[2]}`,
    admin: `http://${origin}:${ports[3]}`,
  };
  let stopped;
  const stop = () => {
    running.delete(stop);
    stopped ??= (async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  running.add(stop);
  try {
    await waitForHealth(`http://${host}:${ports[0]}`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, host, ports, database, databaseName, databaseUrl, pid: server.pid, stop };
}

/**
 * The authenticator app for the demo admin, played by the bench (RFC 6238: SHA-1, 6 digits, 30 s steps, as
 * the API's two-factor.ts). The server refuses a time step twice, so each code uses a step after the last one
 * (the server accepts ±1 step); the bench's database is thrown away, so enrolling the admin there is harmless.
 */
const authenticators = new Map();

function nextCode(secret) {
  const period = 30;
  const now = Math.floor(Date.now() / 1000 / period);
  const last = authenticators.get(secret) ?? now - 2;
  const step = Math.max(now, last + 1);
  if (step > now + 1) throw new Error('both usable authenticator codes were spent; sign in again in 30 s');
  authenticators.set(secret, step);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });
  return totp.generate({ timestamp: step * period * 1000 });
}

/** The demo accounts' authenticator secrets, once enrolled in this bench's server (keyed by base URL + email). */
const enrolled = new Map();

async function postJson(base, path, body, cookie) {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  const json = await response.json().catch(() => ({}));
  return { response, json, cookie: setCookie.join('; ') };
}

/**
 * Signs a demo account in through the API and returns its session cookie (`name=value`), or explains why not.
 * A staff account goes through the real second factor (ADR 006): the first time it enrols an
 * authenticator (POST /auth/two-factor/enrolment, then …/confirm with the first code), later it answers the
 * login ticket with the next code (POST /auth/two-factor/verify).
 * @returns {Promise<{ cookie: string } | { reason: string }>}
 */
export async function signIn(base, { email, password }) {
  let answer = await postJson(base, 'auth/login', { email, password });
  const { code, challenge } = answer.json?.error ?? {};
  const key = `${base} ${email}`;
  if (answer.response.status === 401 && code === 'enrolment_required' && challenge) {
    const enrolment = await postJson(base, 'auth/two-factor/enrolment', { ticket: challenge.ticket });
    if (!enrolment.response.ok) {
      return { reason: `two-factor enrolment answered ${enrolment.response.status}` };
    }
    const { secret } = enrolment.json;
    answer = await postJson(base, 'auth/two-factor/enrolment/confirm', {
      ticket: challenge.ticket,
      code: nextCode(secret),
    });
    if (answer.response.ok) enrolled.set(key, secret);
  } else if (answer.response.status === 401 && code === 'second_factor_required' && challenge) {
    const secret = enrolled.get(key);
    if (!secret) return { reason: 'second factor required, but this bench did not enrol the authenticator' };
    answer = await postJson(base, 'auth/two-factor/verify', {
      ticket: challenge.ticket,
      code: nextCode(secret),
    });
  }
  if (!answer.response.ok) {
    return { reason: `sign-in answered ${answer.response.status} ${answer.json?.error?.code ?? ''}`.trim() };
  }
  const session = await fetch(`${base}/api/v1/auth/session`, { headers: { cookie: answer.cookie } });
  if (!session.ok) return { reason: `signed in but /auth/session answered ${session.status}` };
  return { cookie: answer.cookie };
}

/**
 * Runs a bench script (`bench/<name>-run.ts`) through tsx in apps/api, where the API's modules resolve, with this
 * process's environment; its progress goes to stderr and its last stdout line is one JSON object. Returns that
 * object, or null (with the exit code) when the script failed or printed no JSON.
 */
export function runScriptInApi(script) {
  const run = spawnSync('pnpm', ['exec', 'tsx', join(root, 'bench', script)], {
    cwd: join(root, 'apps/api'),
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = run.stdout?.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !last.startsWith('{')) return { result: null, status: run.status };
  return { result: JSON.parse(last), status: run.status };
}
