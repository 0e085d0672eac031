import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../../db/client';
import { withSessionLock } from '../../db/session-lock';
import { type FailingJob, listFailingJobs } from './failures';
import { createBoss, type QueueTimings } from './queue';

/**
 * The job queue as the app uses it (docs/decisions/023-job-queue.md). Plugins and modules declare their jobs
 * while the app is built; the queue starts when the app is ready and stops, gracefully, when it closes.
 *
 * - A deferred job (`define` + `send`) runs once on whichever instance fetches it first; when it throws it is
 *   tried again after a delay that doubles each time (pg-boss's exponential backoff), up to its retry limit, and
 *   then stays failed. Both states are what staff read (`failing`).
 * - A scheduled job (`schedule`) is due by a cron expression; each tick puts one job in its queue for every
 *   instance together (pg-boss's schedule: one instance a tick reads the schedules, the job is a singleton of
 *   its minute), and one instance runs it.
 */

export interface DeferredJobDefinition<Data extends object> {
  name: string;
  /** Attempts after the first before the job stays failed. */
  retryLimit: number;
  /** The first retry's delay; each later one doubles it. */
  retryDelaySeconds: number;
  run(data: Data): Promise<void>;
}

export interface ScheduledJobDefinition {
  name: string;
  /** Five-field cron, UTC. */
  cron: string;
  run(): Promise<void>;
}

export interface JobQueue {
  /** Declares a deferred job; before the app is ready. */
  define<Data extends object>(definition: DeferredJobDefinition<Data>): void;
  /** Declares a scheduled job; before the app is ready. */
  schedule(definition: ScheduledJobDefinition): void;
  /** Queues a deferred job; resolves once it is stored. */
  send<Data extends object>(name: string, data: Data): Promise<void>;
  /** Jobs retrying or failed, newest first (the staff's list). */
  failing(limit?: number): Promise<FailingJob[]>;
}

export interface JobsOptions {
  connection: DatabaseConnection;
  /** false: the schedules are not installed and no scheduled job runs here (tests run them by hand). */
  runSchedules?: boolean;
  timings?: QueueTimings;
  /** How long a stop waits for running jobs before failing them back to their queue (default 8 s). */
  stopTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * PostgreSQL errors of instances that create the same queue at the same moment (a fleet starting at once): a
 * deadlock, or the other's table or row already there. The losing instance tries again.
 */
const RACING_CREATE = new Set(['40P01', '23505', '42P07']);

/** Creates the queue when missing and applies its retry policy to it (a changed policy takes effect at start). */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, { name, ...options });
      await boss.updateQueue(name, { name, ...options });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !RACING_CREATE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

/**
 * Key of the advisory lock held while an instance sets up the queue: pg-boss's start (which creates its schema)
 * and the queues. At once, two instances raced on pg-boss's CREATE SCHEMA and one failed to start ("tote" in
 * ASCII, then "jobs").
 */
const QUEUE_SETUP_LOCK_KEY = 0x746f7465_6a6f6273n;

const jobsPlugin: FastifyPluginAsync<JobsOptions> = async (app, options) => {
  const log = app.log.child({ module: 'jobs' });
  const boss = createBoss(options.connection, options.timings);
  // Errors of the queue's own loops (a lost connection while polling): logged, the loops go on.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const deferred = new Map<string, DeferredJobDefinition<object>>();
  const scheduled = new Map<string, ScheduledJobDefinition>();
  const pollingIntervalSeconds = options.timings?.pollingIntervalSeconds ?? 2;
  let started = false;

  const declare = <T extends { name: string }>(kind: Map<string, T>, definition: T) => {
    if (started) throw new Error(`job ${definition.name} declared after the queue started`);
    if (deferred.has(definition.name) || scheduled.has(definition.name)) {
      throw new Error(`job ${definition.name} declared twice`);
    }
    kind.set(definition.name, definition);
  };

  const queue: JobQueue = {
    define: (definition) => declare(deferred, definition as DeferredJobDefinition<object>),
    schedule: (definition) => declare(scheduled, definition),
    async send(name, data) {
      if (!deferred.has(name)) throw new Error(`no deferred job ${name}`);
      await boss.send(name, data);
    },
    failing: (limit) => listFailingJobs(options.connection.db, limit),
  };
  app.decorate('jobs', queue);

  app.addHook('onReady', () =>
    withSessionLock(options.connection, QUEUE_SETUP_LOCK_KEY, async () => {
      started = true;
      await boss.start();
      for (const job of deferred.values()) {
        await ensureQueue(boss, job.name, {
          policy: 'standard',
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
        });
        await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async ([one]) => {
          if (one) await job.run(one.data as object);
        });
      }
      // Without schedules nothing is ever put in the scheduled jobs' queues: no queue, no worker (test apps).
      for (const job of options.runSchedules === false ? [] : scheduled.values()) {
        // stately: at most one of its jobs waiting and one running, so a slow run is not piled on by the next ticks.
        // A failed tick is not retried: the next tick does the same work (every scheduled job is idempotent).
        await ensureQueue(boss, job.name, { policy: 'stately', retryLimit: 0 });
        await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
          try {
            await job.run();
          } catch (error) {
            log.error({ err: error, job: job.name }, `scheduled job failed: ${job.name}`);
            throw error;
          }
        });
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
    }),
  );

  // Before the database closes (the db plugin's onClose, registered earlier, runs later): running jobs get the
  // stop timeout to finish; what is still running then is failed back to its queue and retried elsewhere.
  app.addHook('onClose', async () => {
    if (!started) return;
    try {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 8_000 });
    } catch (error) {
      // A job still running could not be handed back (the database is gone): it expires and is retried later.
      log.error({ err: error }, 'job queue did not stop cleanly');
    }
  });
};

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
