import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pruneExpiredAccountRecords } from '../modules/accounts/housekeeping';
import { pruneEventsBefore } from '../modules/events/housekeeping';

/**
 * Every timer the API runs on its own, in one place. Each job calls the owning module's function, which deletes
 * its own expired rows. Every instance runs them (each job is an idempotent delete by time, so instances need
 * no coordination); the timers never keep the process alive and stop with the server.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface ScheduledOptions {
  /** Live events older than this are deleted (default a day); a client away longer refetches everything. */
  eventRetentionMs?: number;
  /** How often old live events are deleted (default hourly; also once at start-up). */
  pruneEventsEveryMs?: number;
}

interface Job {
  name: string;
  everyMs: number;
  /** The first run this long after the app is ready; `'registration'`: once while the app starts (awaited). */
  first: number | 'registration';
  run(): Promise<void>;
}

/** Runs `job` now unless its previous run is still going; a failure is logged, the schedule goes on. */
function runner(job: Job, log: FastifyBaseLogger) {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    job
      .run()
      .catch((error: unknown) =>
        log.error({ err: error, job: job.name }, `scheduled job failed: ${job.name}`),
      )
      .finally(() => {
        running = false;
      });
  };
}

const scheduledPlugin: FastifyPluginAsync<ScheduledOptions> = async (app, options) => {
  const retentionMs = options.eventRetentionMs ?? 24 * HOUR;
  const jobs: Job[] = [
    {
      // Sessions, codes, tickets and counters that have run out (modules/accounts/housekeeping.ts).
      name: 'expired account records',
      everyMs: HOUR,
      first: MINUTE,
      async run() {
        const result = await pruneExpiredAccountRecords(app.db, app.clock.now());
        const total = Object.values(result).reduce((sum, count) => sum + count, 0);
        if (total > 0) app.log.info(result, 'removed expired account records');
      },
    },
    {
      // Live events past their retention (docs/decisions/010-live-events.md); by real age, as the rows are
      // stamped by the database. Also at start-up: an instance that never runs an hour still prunes.
      name: 'old live events',
      everyMs: options.pruneEventsEveryMs ?? HOUR,
      first: 'registration',
      async run() {
        const deleted = await pruneEventsBefore(app.db, new Date(Date.now() - retentionMs));
        if (deleted > 0) app.log.info({ deleted }, 'pruned old live events');
      },
    },
  ];

  const timers = new Set<NodeJS.Timeout>();
  const every = (job: Job, run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
      every(job, run, job.everyMs);
    }, delayMs).unref();
    timers.add(timer);
  };

  for (const job of jobs) {
    // A start-up run fails the start, as any other start-up step does.
    if (job.first === 'registration') await job.run();
  }
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      every(job, runner(job, app.log), job.first === 'registration' ? job.everyMs : job.first);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
};

export default fp(scheduledPlugin, { name: 'scheduled', dependencies: ['db', 'clock'] });
