// Starts the built marketplace exactly as `pnpm start` does, but on a throwaway database and on the
// e2e ports, for Playwright. With DATABASE_URL set it creates (and afterwards drops) a fresh PostgreSQL
// database on that server; otherwise it uses an embedded PGlite database in a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// E2E_PORT_BASE moves the four ports together (playwright.config.ts reads it too).
const base = Number(process.env.E2E_PORT_BASE ?? 4000);
const ports = {
  SHELL_PORT: String(base),
  SENDER_PORT: String(base + 1),
  TRAVELER_PORT: String(base + 2),
  ADMIN_PORT: String(base + 3),
};
const dataDir = mkdtempSync(join(tmpdir(), 'tote-e2e-'));
// The journeys sign in with the demo accounts and read codes in the mailbox: demo mode asks for both.
// Every journey signs up and signs in from 127.0.0.1: the per-IP auth limits (AUTH_IP_LIMIT_FACTOR) are raised,
// and so is the per-IP cap on live streams (EVENT_STREAMS_PER_IP): every page's stream comes from here.
// The admin journey moves the server's clock a day on (POST /api/v1/dev/clock, loopback only; ADR 014).
const env = {
  ...process.env,
  ...ports,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  DEMO: 'true',
  LOG_LEVEL: 'warn',
  AUTH_IP_LIMIT_FACTOR: '1000',
  // Journeys place orders and trips as the demo people too, many in an hour (the limits have their API tests).
  VOLUME_LIMIT_FACTOR: '1000',
  EVENT_STREAMS_PER_IP: '100000',
  TEST_CLOCK: 'true',
};

let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const name = `tote_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' });
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', async (code) => {
  try {
    await dropDatabase();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(stopping ? 0 : (code ?? 1));
  }
});
