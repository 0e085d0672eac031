import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAdmin } from '@tote/fixtures/demo/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemoData } from '../../src/db/seed';
import { PRODUCTION_REQUIREMENTS } from '../helper';
import { cleanEnv, freePortRange, REPO_ROOT, type Started, start, stop } from './processes';

// The real server start-up (src/server.ts): in production it refuses a database that holds demo accounts,
// whose passwords are public (ADR 005).

let dataDir: string;
let server: Started | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tote-start-'));
  // A database that once ran in demo mode.
  const connection = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(connection);
    await seedDemoData(connection.db, { uploadsDir: path.join(dataDir, 'uploads') });
  } finally {
    await connection.close();
  }
}, 60_000);

afterAll(async () => {
  if (server) await stop(server);
  await rm(dataDir, { recursive: true, force: true });
});

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

it('refuses to start in production on a database with demo accounts', async () => {
  const port = await freePortRange(1);
  const env = cleanEnv({
    NODE_ENV: 'production',
    PUBLIC_DOMAIN: 'example.com',
    ...PRODUCTION_REQUIREMENTS,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const apiDir = path.join(REPO_ROOT, 'apps/api');
  server = start('server', path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], apiDir, env);
  // Either it exits (the fix) or it starts listening (the hole): whichever happens first decides.
  const listening = (async () => {
    while (server.child.exitCode === null && !(await accepts(port))) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return 'listening' as const;
  })();
  const outcome = await Promise.race([server.exited.then((code) => ({ code })), listening]);
  expect(outcome, server.output()).toEqual({ code: 1 });
  expect(server.output()).toContain('Refusing to start in production');
  expect(server.output()).toContain(demoAdmin.email);
}, 60_000);
