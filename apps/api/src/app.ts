import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { AppName } from '@tote/validation/sites';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { type DatabaseConnection, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { Env } from './env';
import { withLogRedaction } from './log-redaction';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { resolveCodeSecret } from './modules/accounts/code-secret';
import { adminRoutes } from './modules/admin/admin.routes';
import { contentsRoutes } from './modules/contents/contents.routes';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { devClockRoutes } from './modules/dev-clock/dev-clock.routes';
import { disputesRoutes } from './modules/disputes/disputes.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { devMailRoutes } from './modules/mail/mail.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import orderListCachePlugin, {
  type OrderListCachePluginOptions,
} from './modules/orders/order-list-cache.plugin';
import { ordersRoutes } from './modules/orders/orders.routes';
import paymentsPlugin from './modules/payments/payments.plugin';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { receiverLinksRoutes } from './modules/receiver-links/receiver-links.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { sitesRoutes } from './modules/sites/sites.routes';
import { travelersRoutes } from './modules/travelers/travelers.routes';
import { tripsRoutes } from './modules/trips/trips.routes';
import { createUploadStore, type UploadStore } from './modules/uploads/storage';
import { walletRoutes } from './modules/wallet/wallet.routes';
import jobsPlugin, { type JobsOptions } from './platform/jobs/jobs.plugin';
import scheduledPlugin, { runClockDrivenJobs } from './platform/scheduled';
import clockPlugin, { adjustableClock, type Clock, systemClock } from './plugins/clock';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorHandlerPlugin from './plugins/error-handler';
import eventsPlugin, { type EventsOptions } from './plugins/events';
import mailPlugin from './plugins/mail';
import securityPlugin from './plugins/security';
import sessionPlugin, { type SessionOptions } from './plugins/session';
import sitesPlugin from './plugins/sites';
import textInputPlugin from './plugins/text-input';
import { buildSiteMap, createSiteResolver, createWwwRedirect, servedOverHttps } from './site-topology';

export const API_PREFIX = '/api/v1';
export const VERSION: string = packageJson.version;

export interface BuildAppOptions {
  env: Env;
  /** An open, migrated database; the app closes it when it closes. Default: opened from `env` and migrated. */
  db?: DatabaseConnection;
  /** Fastify logger option; default: pino at env.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Where each app's built files are; default apps/<app>/dist. */
  distDirs?: Partial<Record<AppName, string>>;
  /** Passed to Fastify; server.ts uses it to serve one app on several ports. */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** The time every rule reads (codes, sessions, rate limits); tests pass one they move. Default: real time. */
  clock?: Clock;
  /** The live event stream's intervals (heartbeat, session check, retention); tests shorten them. */
  events?: Omit<EventsOptions, 'connection' | 'clock'>;
  /** The session cache's bounds and its listener's reconnect wait (docs/decisions/024-session-cache.md); tests shrink them. */
  sessionCache?: SessionOptions['cache'];
  /** The order-list cache's bounds and its listener's reconnect wait (docs/decisions/027-order-list-cache.md). */
  orderListCache?: OrderListCachePluginOptions['cache'];
  /** Where uploads are stored (ADR 022); the app closes it when it closes. Default: built from `env`. */
  uploads?: UploadStore;
  /**
   * The job queue (ADR 023): `runSchedules: false` installs no schedule (tests run scheduled jobs by hand, on
   * the clock they move); `timings` shortens its polling. Default: schedules on, pg-boss's timings.
   */
  jobs?: Pick<JobsOptions, 'runSchedules' | 'timings' | 'stopTimeoutMs'>;
}

// An incoming x-request-id (from a proxy) is kept when it is short and plain, so logs can be joined across hops.
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** One log line per request (method, URL, status, time) instead of Fastify's "incoming" and "completed" pair. */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Builds the Fastify app (plugins, then routes) without listening, so tests use app.inject. */
export async function buildApp(options: BuildAppOptions) {
  const { env } = options;
  const { trustProxy } = env;
  const app = Fastify({
    // Database errors carry their query parameters (hashes, tokens): redacted by the err serializer.
    logger: withLogRedaction(options.logger ?? { level: env.logLevel }),
    // Who may say who the client is (X-Forwarded-For): request.ip, rate limits and logs follow it.
    // A hop count as Fastify applies it (its types omit the number form): trust the n hops nearest to us.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    logController: new OneLineRequestLog(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // While closing (SIGTERM), a request that already reached this instance is served, not refused with 503:
    // the listener is closed first, so the proxy sends new connections to another instance, and what arrived
    // meanwhile finishes before the database closes (docs/deploy.md, a rolling restart fails no request).
    return503OnClosing: false,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let connection = options.db;
  if (!connection) {
    connection = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
    await migrateDatabase(connection);
  }

  const siteMap = buildSiteMap(env);
  // The hosts a request from this machine names (the dev-only routes and pages: loopback.ts, ADR 005).
  const thisMachineOrigins = [...Object.values(siteMap), ...env.devOrigins];

  await app.register(dbPlugin, { connection });
  await app.register(securityPlugin, { production: env.isProduction });
  await app.register(rateLimit, { global: false });
  await app.register(errorHandlerPlugin);
  await app.register(textInputPlugin);

  // Accounts: the clock every time rule reads, mail, CSRF, then the session. From here on every /api route
  // declares config.access; the app does not start when one does not (plugins/session.ts).
  // TEST_CLOCK (ADR 014): the same clock plus an offset the journeys move through /dev/clock.
  const baseClock = options.clock ?? systemClock;
  const testClock = env.testClock ? adjustableClock(baseClock) : undefined;
  await app.register(clockPlugin, { clock: testClock ?? baseClock });
  // The job queue (platform/jobs, ADR 023): pg-boss in this database, started when the app is ready and
  // stopped, letting running jobs finish, when it closes. Before mail, whose SMTP sending is one of its jobs.
  await app.register(jobsPlugin, { connection, ...options.jobs });
  // The codes go to the log only where the mailbox shows them anyway.
  await app.register(mailPlugin, { ...env.mail, logText: env.devMailbox });
  await app.register(csrfPlugin, { siteMap, devOrigins: env.devOrigins });
  // Live events (GET /events): the bus listens on the database; streams end before the server waits for them.
  await app.register(eventsPlugin, {
    connection,
    clock: app.clock,
    streamsPerIp: env.eventStreamsPerIp,
    ...options.events,
  });
  await app.register(sessionPlugin, {
    connection,
    ...(options.sessionCache ? { cache: options.sessionCache } : {}),
    secure: env.isProduction || servedOverHttps(siteMap),
    domain: env.isProduction ? env.publicDomain : undefined,
  });
  // The senders' order-list pages from memory (ADR 027), kept true by the database's notices like the sessions.
  await app.register(orderListCachePlugin, {
    connection,
    ...(options.orderListCache ? { cache: options.orderListCache } : {}),
  });
  // After the session plugin, so its start-up check sees the docs routes too; before the routes it documents.
  await app.register(docsPlugin, { version: VERSION, siteMap });
  // Payments (ADR 017): the provider and the service, before the routes whose services call it.
  await app.register(paymentsPlugin, {
    settings: env.payments,
    shellOrigin: new URL(siteMap.shell).origin,
    senderOrigin: new URL(siteMap.sender).origin,
  });
  // Scheduled work on the job queue, once a tick for all instances (platform/scheduled.ts): hourly housekeeping
  // (expired sessions, codes and counters, old live events, also once now), due captures and earnings every 15
  // minutes, the ledger's audit daily. After payments, whose captures it makes.
  await app.register(scheduledPlugin);
  // Every upload goes through one store (ADR 022): the local disk, or the S3-compatible store env names.
  const uploads =
    options.uploads ??
    createUploadStore({ settings: env.storage, dataDir: env.dataDir, sealKey: env.uploadsKey });
  app.addHook('onClose', () => uploads.close());
  const accountsConfig = {
    codeSecret: await resolveCodeSecret(env),
    codeTtlMs: env.codeTtlSeconds * 1000,
    codeResendCooldownMs: env.codeResendCooldownSeconds * 1000,
    ipLimitFactor: env.authIpLimitFactor,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: VERSION });
      await api.register(sitesRoutes);
      await api.register(accountsRoutes, { config: accountsConfig });
      await api.register(travelersRoutes, { config: { nationalIds: uploads.folder('national-ids') } });
      // Item photos are private (owner and staff): no folder of the store is served, the image route reads them.
      await api.register(ordersRoutes, {
        config: { images: uploads.folder('orders'), limitFactor: env.volumeLimitFactor },
      });
      await api.register(tripsRoutes, { limitFactor: env.volumeLimitFactor });
      // Hand-over photos are private too (the traveler, the sender, staff): read through their route only.
      await api.register(deliveriesRoutes, {
        config: { photos: uploads.folder('hand-over') },
      });
      await api.register(matchesRoutes);
      // The receiver's tracking link (ADR 021): its public read is rate-limited per address.
      await api.register(receiverLinksRoutes);
      await api.register(paymentsRoutes);
      await api.register(adminRoutes);
      await api.register(jobsRoutes);
      // Refusal photos are private to staff: read through their route only.
      await api.register(contentsRoutes, { config: { photos: uploads.folder('refusals') } });
      await api.register(notificationsRoutes);
      await api.register(eventsRoutes);
      await api.register(messagesRoutes, { config: { images: uploads.folder('messages') } });
      await api.register(profilesRoutes, { config: { avatars: uploads.folder('avatars') } });
      await api.register(reviewsRoutes);
      await api.register(disputesRoutes, { config: { images: uploads.folder('messages') } });
      // The wallet pays out through the provider payments was built with (test or Stripe), never another.
      await api.register(walletRoutes, {
        provider: app.payments.provider,
        config: {
          releaseHoldHours: env.payments.releaseHoldHours,
          minWithdrawalMinor: env.payments.minWithdrawalMinor,
        },
      });
      // The development outbox: registered only when asked for (never in production), so otherwise a 404.
      if (env.devMailbox) await api.register(devMailRoutes, { origins: thisMachineOrigins });
      // The test clock: registered only with TEST_CLOCK=true (never in production), so otherwise a 404.
      if (testClock) {
        await api.register(devClockRoutes, {
          clock: testClock,
          afterAdvance: () => runClockDrivenJobs(app),
          origins: thisMachineOrigins,
        });
      }
    },
    { prefix: API_PREFIX },
  );

  await app.register(sitesPlugin, {
    siteMap,
    resolver: createSiteResolver(env, siteMap),
    wwwRedirect: createWwwRedirect(env, siteMap),
    devMailbox: env.devMailbox,
    thisMachineOrigins,
    ...(options.distDirs ? { distDirs: options.distDirs } : {}),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
