// The built server (`apps/api/dist/server.js`) on the bench's own ports, in demo mode, on a throwaway database:
// a fresh PostgreSQL database when DATABASE_URL is set (created here, dropped on stop), else PGlite in a
// temporary folder. Ports 4100-4103 by default: Playwright uses 4000-4003, `pnpm start` 3000-3003.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const root = new URL('..', import.meta.url).pathname;

export const DEMO = {
  sender: { email: 'sender@tote.demo', password: 'tote-demo-sender-1' },
  traveler: { email: 'traveler@tote.demo', password: 'tote-demo-traveler-1' },
  admin: { email: 'admin@tote.demo', password: 'tote-demo-admin-1' },
};

/** Whether something already listens on the port: the bench must never measure another process's server. */
export async function portAnswers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
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

/**
 * @param {{ firstPort?: number, postgres?: boolean }} [options] postgres: require DATABASE_URL
 * @returns {Promise<{ urls: Record<'shell'|'sender'|'traveler'|'admin', string>, database: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer({ firstPort = 4100, postgres = false } = {}) {
  const serverFile = join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverFile)) throw new Error('apps/api/dist/server.js is missing: run pnpm build first');
  if (postgres && !process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL must name a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-bench-'));
  const ports = [0, 1, 2, 3].map((offset) => firstPort + offset);
  for (const port of ports) {
    if (await portAnswers(port))
      throw new Error(`port ${port} is taken (another bench or server is running)`);
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    // Demo data is opt-in and never loaded in production; the bench needs the demo accounts.
    DEMO: 'true',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SHELL_PORT: String(ports[0]),
    SENDER_PORT: String(ports[1]),
    TRAVELER_PORT: String(ports[2]),
    ADMIN_PORT: String(ports[3]),
  };
  delete env.SITE_MAP;
  delete env.PUBLIC_DOMAIN;

  let database = 'PGlite (temporary folder)';
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `tote_bench_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    database = `PostgreSQL ${url.host}/${name} (throwaway)`;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  const server = spawn(process.execPath, [serverFile], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const urls = {
    shell: `http://localhost:${ports[0]}`,
    sender: `http://localhost:${ports[1]}`,
    traveler: `http://localhost:${ports[2]}`,
    admin: `http://localhost:${ports[3]}`,
  };
  let stopped;
  const stop = () => {
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
  try {
    await waitForHealth(`http://127.0.0.1:${ports[0]}`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, database, pid: server.pid, stop };
}

/**
 * Signs a demo account in through the API and returns its session cookie (`name=value`), or explains why not
 * (e.g. the account needs a second factor).
 * @returns {Promise<{ cookie: string } | { reason: string }>}
 */
export async function signIn(base, { email, password }) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  const body = await response.json().catch(() => ({}));
  if (!response.ok) return { reason: `login answered ${response.status} ${body?.error?.code ?? ''}`.trim() };
  // A sign-in that is not finished (second factor, etc.) is no session for the bench.
  const session = await fetch(`${base}/api/v1/auth/session`, { headers: { cookie: setCookie.join('; ') } });
  if (!session.ok) {
    return { reason: `signed in but /auth/session answered ${session.status} (a second factor needed?)` };
  }
  return { cookie: setCookie.join('; ') };
}
