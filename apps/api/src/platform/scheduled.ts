import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pruneExpiredAccountRecords } from '../modules/accounts/housekeeping';
import { createDisputesService } from '../modules/disputes/disputes.service';
import { pruneEventsOlderThan } from '../modules/events/housekeeping';
import { checkLedger, describeLedgerReport } from '../modules/ledger/ledger.check';
import { revealAndRemind } from '../modules/reviews/reviews.service';
import { releaseDueEarnings } from '../modules/wallet/wallet.service';
import { moneyLedgerChecks } from './money-checks';

/**
 * Every scheduled job of the API, in one place. Each calls the owning module's function. They run on the job
 * queue (platform/jobs, docs/decisions/023-job-queue.md): each tick of a job's cron puts one job in its queue for
 * all instances together and one instance runs it, so a job no longer runs once per instance. They stay safe to
 * run twice all the same (a tick's job retried after a crash, a journey's test clock running one by hand): the
 * housekeeping jobs are idempotent deletes by time; the money jobs are idempotent by their keys (a capture or
 * release owed is made with the key of its business event, so the provider and the ledger answer a second run
 * with the first one's result) and lock what they move. The money jobs read the app's clock (TEST_CLOCK moves
 * them, ADR 014).
 */

export interface ScheduledOptions {
  /** Live events older than this are deleted (default a day); a client away longer refetches everything. */
  eventRetentionMs?: number;
}

export interface Job {
  name: string;
  /** When it is due: five-field cron, UTC (minutes apart so the hour's jobs do not start together). */
  cron: string;
  /** Also once while the app starts (awaited): an instance that never sees a tick still does it. */
  atStartUp?: boolean;
  /** Due by the app's clock: the test clock runs it when it is moved (ADR 014), as the hours passing would. */
  clockDriven?: boolean;
  run(): Promise<void>;
}

const HOUR = 60 * 60_000;

/** The jobs, by name; tests run one's `run` after moving the clock instead of waiting for its tick. */
export function scheduledJobs(app: FastifyInstance, options: ScheduledOptions = {}): Job[] {
  const retentionMs = options.eventRetentionMs ?? 24 * HOUR;
  return [
    {
      // Sessions, codes, tickets and counters that have run out (modules/accounts/housekeeping.ts).
      name: 'expired account records',
      cron: '1 * * * *',
      async run() {
        const result = await pruneExpiredAccountRecords(app.db, app.clock.now());
        const total = Object.values(result).reduce((sum, count) => sum + count, 0);
        if (total > 0) app.log.info(result, 'removed expired account records');
      },
    },
    {
      // Live events past their retention (docs/decisions/010-live-events.md); by real age on the database's
      // clock, which stamps the rows (housekeeping.ts). Also at start-up: a server that never runs an hour still
      // prunes.
      name: 'old live events',
      cron: '0 * * * *',
      atStartUp: true,
      async run() {
        const deleted = await pruneEventsOlderThan(app.db, retentionMs);
        if (deleted > 0) app.log.info({ deleted }, 'pruned old live events');
      },
    },
    {
      // Authorizations whose unmatch window closed are captured, and provider calls still owed (a provider that
      // did not answer, a crash after it did) are made again with their keys (modules/payments).
      name: 'capture due payments',
      cron: '*/15 * * * *',
      clockDriven: true,
      async run() {
        const result = await app.payments.captureDue(app.clock.now());
        if (result.marked + result.settled + result.failed > 0) app.log.info(result, 'settled due payments');
      },
    },
    {
      // Delivered earnings whose hold is over move from pending to available (modules/wallet).
      name: 'release due earnings',
      cron: '2-59/15 * * * *',
      clockDriven: true,
      async run() {
        const result = await releaseDueEarnings(app.db, app.clock.now(), { log: app.log });
        if (result.released + result.failed > 0) app.log.info(result, 'released due earnings');
      },
    },
    {
      // Reviews whose window closed are shown, and whoever has not written is reminded once near the close
      // (modules/reviews, docs/decisions/018-reviews.md); idempotent (shown once, a reminder row per person).
      name: 'reveal and remind reviews',
      cron: '3-59/15 * * * *',
      clockDriven: true,
      async run() {
        const result = await revealAndRemind({ db: app.db }, app.clock.now());
        if (result.revealed + result.reminded > 0) app.log.info(result, 'reviews shown and reminded');
      },
    },
    {
      // Dispute refunds the provider did not answer are asked again with their keys (modules/disputes, ADR 019).
      name: 'retry dispute refunds',
      cron: '4-59/15 * * * *',
      clockDriven: true,
      async run() {
        const disputes = createDisputesService({
          db: app.db,
          clock: app.clock,
          log: app.log,
          mailer: app.mailer,
          provider: app.payments.provider,
        });
        const retried = await disputes.retryRefunds();
        if (retried > 0) app.log.info({ retried }, 'retried dispute refunds');
      },
    },
    {
      // The ledger's audit (`ledger:check`, every module's checks). It only reads; drift is an error for the
      // logs' alerting to page on, as it means money the database no longer accounts for.
      name: 'ledger check',
      cron: '30 3 * * *',
      async run() {
        const report = await checkLedger(app.db, moneyLedgerChecks);
        if (report.drifts.length > 0) {
          app.log.error({ drifts: report.drifts }, describeLedgerReport(report));
        } else {
          app.log.info({ accounts: report.accounts, transactions: report.transactions }, 'ledger consistent');
        }
      },
    },
  ];
}

/**
 * Runs now, one after the other, the jobs whose work falls due by the app's clock. The test clock calls it after
 * moving time (ADR 014): a journey that jumps 73 hours sees what those hours' timers would have done.
 */
export async function runClockDrivenJobs(app: FastifyInstance): Promise<void> {
  for (const job of scheduledJobs(app).filter((candidate) => candidate.clockDriven)) await job.run();
}

const scheduledPlugin: FastifyPluginAsync<ScheduledOptions> = async (app, options) => {
  const jobs = scheduledJobs(app, options);
  for (const job of jobs) {
    // A start-up run fails the start, as any other start-up step does.
    if (job.atStartUp) await job.run();
    app.jobs.schedule(job);
  }
};

export default fp(scheduledPlugin, { name: 'scheduled', dependencies: ['db', 'clock', 'payments', 'jobs'] });
