import http from 'node:http';
import { createRequire } from 'node:module';
import { demoAccounts } from '@tote/fixtures/demo/accounts';
import { APP_NAMES, type AppName } from '@tote/validation/sites';
import closeWithGrace from 'close-with-grace';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { type DatabaseConnection, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { findDemoAccounts, isDatabaseEmpty, seedDemoData } from './db/seed';
import { type Env, EnvError, loadEnv } from './env';
import { createUploadStore } from './modules/uploads/storage';
import { DOCS_PATH } from './plugins/docs';
import { buildSiteMap } from './site-topology';
import { stopAccepting } from './stop-accepting';

// Reads env, opens and migrates the database, then listens: locally one app on four ports (one origin per
// app, as in production), in production one port where the Host decides the app. Closes gracefully.

const LABELS: Record<AppName, string> = {
  shell: 'Shell',
  sender: 'Sender',
  traveler: 'Traveler',
  admin: 'Admin',
};
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** close-with-grace listens to every terminating signal, uncaught errors and beforeExit; the server only to
 * SIGINT and SIGTERM, so these are skipped. */
const SKIPPED_EVENTS: NonNullable<closeWithGrace.Options['skip']> = [
  'SIGHUP',
  'SIGQUIT',
  'SIGILL',
  'SIGTRAP',
  'SIGABRT',
  'SIGBUS',
  'SIGFPE',
  'SIGSEGV',
  'SIGUSR2',
  'uncaughtException',
  'unhandledRejection',
  'beforeExit',
];

/** Why the server must not start on this database, or null. */
async function refuseDatabase(env: Env, connection: DatabaseConnection): Promise<string | null> {
  if (!env.isProduction) return null;
  // The demo passwords are public (README): such an account in production is an open door (ADR 005).
  const found = await findDemoAccounts(connection.db);
  if (found.length === 0) return null;
  return `Refusing to start in production: the database holds demo accounts with public passwords (${found.join(', ')}). Delete them (or use a fresh database), then start again.`;
}

function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  if (env.isProduction) return { level: env.logLevel };
  // Pretty logs in development when pino-pretty (a devDependency) is installed; plain JSON otherwise.
  try {
    const target = createRequire(import.meta.url).resolve('pino-pretty');
    return {
      level: env.logLevel,
      transport: { target, options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true } },
    };
  } catch {
    return { level: env.logLevel };
  }
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * An idle keep-alive connection stays open longer than a proxy's or a client's pool keeps one (nginx and most
 * load balancers: 60 s): with Node's 5 s, a client that reuses a connection the moment the server drops it gets
 * ECONNRESET on a request that never arrived (seen in a browser journey). Headers must still come within a
 * little more than that, as Node asks.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
function keptAlive(server: http.Server): http.Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const connection = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
  await migrateDatabase(connection);
  const refusal = await refuseDatabase(env, connection);
  if (refusal) {
    await connection.close();
    console.error(refusal);
    process.exit(1);
  }
  // Every upload goes through one store (ADR 022); the demo's files go where the app will read them.
  const uploads = createUploadStore({ settings: env.storage, dataDir: env.dataDir, sealKey: env.uploadsKey });
  if (env.demo && (await isDatabaseEmpty(connection.db))) {
    const siteMap = buildSiteMap(env);
    const { payments } = env;
    await seedDemoData(connection.db, {
      uploads,
      // The demo's payments are the built-in test provider's; with Stripe configured there are none.
      money: payments.provider.kind === 'test' && {
        feeSchedule: { rateBps: payments.feeRateBps, minimumMinor: payments.feeMinimumMinor },
        releaseHoldHours: payments.releaseHoldHours,
        minWithdrawalMinor: payments.minWithdrawalMinor,
        shellOrigin: new URL(siteMap.shell).origin,
        senderOrigin: new URL(siteMap.sender).origin,
      },
    });
  }

  // Locally every app has its own port. Fastify owns the first server; the others share its request handler,
  // so it is one app (one database, one set of plugins) on four origins.
  const extraServers: http.Server[] = [];
  const app = await buildApp({
    env,
    db: connection,
    uploads,
    logger: loggerOptions(env),
    serverFactory: (handler) => {
      const main = keptAlive(http.createServer(handler));
      if (!env.isProduction) {
        for (let i = 1; i < APP_NAMES.length; i++) extraServers.push(keptAlive(http.createServer(handler)));
      }
      return main;
    },
  });
  app.addHook('preClose', async () => {
    await Promise.all(extraServers.map(closeServer));
  });

  // SIGINT / SIGTERM: in-flight requests finish, then the database closes; a second signal, or still busy after
  // SHUTDOWN_TIMEOUT_MS, exits at once. Only these two signals: an uncaught error still ends the process as Node does.
  closeWithGrace(
    {
      delay: SHUTDOWN_TIMEOUT_MS,
      skip: SKIPPED_EVENTS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onSecondSignal: (signal) => app.log.warn(`${signal} again: exiting without waiting`),
      onTimeout: () => app.log.error(`Still busy after ${SHUTDOWN_TIMEOUT_MS / 1000}s: exiting`),
    },
    async ({ signal }) => {
      app.log.info(`${signal}: finishing open requests, then closing the database`);
      // Stop accepting on every port at once, after accepting what already waits (a proxy may have sent a
      // request on it); in-flight requests finish.
      await stopAccepting([app.server, ...extraServers]);
      try {
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        throw error;
      }
      // Written directly: the pretty logger's worker thread may not flush before exit.
      process.stdout.write('Tote stopped cleanly; the database is closed.\n');
    },
  );

  const siteMap = buildSiteMap(env);
  try {
    if (env.isProduction) {
      await app.listen({ port: env.port, host: env.host });
    } else {
      const [first, ...others] = APP_NAMES;
      await app.listen({ port: env.ports[first as AppName], host: env.host });
      await Promise.all(
        others.map((name, i) => listen(extraServers[i] as http.Server, env.ports[name], env.host)),
      );
    }
  } catch (error) {
    // e.g. a port in use: close the database properly (PGlite flushes on close) before giving up.
    await app.close();
    throw error;
  }

  const width = Math.max(...APP_NAMES.map((name) => LABELS[name].length), 'API docs'.length) + 2;
  const lines = [
    ...APP_NAMES.map((name) => `  ${LABELS[name].padEnd(width)}${siteMap[name]}`),
    `  ${'API docs'.padEnd(width)}${siteMap.shell}${DOCS_PATH}`,
    `  ${'Database'.padEnd(width)}${
      connection.engine === 'pglite' ? `PGlite in ${env.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'
    }`,
    `  ${'Data dir'.padEnd(width)}${env.dataDir}`,
  ];
  if (env.isProduction) lines.push(`  ${'Listening'.padEnd(width)}${env.host}:${env.port}`);
  if (env.demo) lines.push(`  ${'Demo data'.padEnd(width)}on (DEMO=false to turn off)`);
  if (env.devMailbox) {
    lines.push(`  ${'Mailbox'.padEnd(width)}${siteMap.shell}/dev/mailbox (this machine only)`);
  } else if (!env.isProduction && env.mail.transport === 'outbox') {
    lines.push(`  ${'Mail'.padEnd(width)}kept in the database, not sent (DEV_MAILBOX=true to read it)`);
  }
  if (env.demo) {
    // Public demo passwords (packages/fixtures/src/demo/accounts.ts), seeded into an empty database only.
    lines.push('', '  Demo sign-ins:');
    for (const account of demoAccounts) {
      lines.push(`    ${account.label.padEnd(width)}${account.email} / ${account.password}`);
    }
  }
  // The banner is for the person who ran the command, so it goes to stdout as plain text, not into the log.
  process.stdout.write(`\nTote is running:\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  console.error('Tote failed to start:', error);
  process.exit(1);
});
