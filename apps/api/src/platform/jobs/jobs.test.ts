import type { FailingJobList } from '@tote/validation/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AccountsTestApp, API, buildAccountsTestApp, createStaff } from '../../../test/accounts';
import { testEngine } from '../../../test/helper';
import { type App, buildApp } from '../../app';
import { openDatabase, queryRows } from '../../db/client';

// The job queue (docs/decisions/023-job-queue.md), proven on the real app: a scheduled job runs once per tick
// however many instances share the database, and a job that keeps failing is what staff read.

const FAST = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };

describe('a job that keeps failing', () => {
  let t: AccountsTestApp;
  const tries: string[] = [];
  beforeAll(async () => {
    t = await buildAccountsTestApp({
      setup: (app) =>
        app.jobs.define<{ label: string }>({
          name: 'test always failing',
          retryLimit: 1,
          retryDelaySeconds: 1,
          async run(data) {
            tries.push(data.label);
            throw new Error(`the far side said no to ${tries.length}`);
          },
        }),
    });
  });
  afterAll(async () => t?.close());

  it('is retried, then listed for staff as failed with its attempts and last error (staff only)', async () => {
    const staff = await createStaff(t);
    await t.app.jobs.send('test always failing', { label: 'first' });
    const failing = async (token: string) =>
      t.app.inject({ method: 'GET', url: `${API}/admin/jobs/failing`, cookies: { tote_session: token } });
    const mine = async () =>
      ((await failing(staff.token)).json() as FailingJobList).jobs.filter(
        (job) => job.name === 'test always failing',
      );

    await vi.waitFor(async () => expect((await mine())[0]?.state).toBe('failed'), {
      timeout: 30_000,
      interval: 250,
    });
    const [job] = await mine();
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'the far side said no to 2',
      nextAttemptAt: null,
    });
    expect(tries).toEqual(['first', 'first']);
    // The job's data is not part of what staff read.
    expect(JSON.stringify(job)).not.toContain('first');
  });
});

describe('stopping the server', () => {
  it('lets a running job finish, and record it, before the app closes its database', async () => {
    const lines: string[] = [];
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const order: string[] = [];
    const t = await buildAccountsTestApp({
      // Error lines only, kept: a queue that lost its database on the way out would say so here.
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
      setup: (app) =>
        app.jobs.define<object>({
          name: 'test slow',
          retryLimit: 0,
          retryDelaySeconds: 1,
          async run() {
            started();
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            order.push('job finished');
          },
        }),
    });
    await t.app.jobs.send('test slow', {});
    await running;
    // SIGTERM closes the app (server.ts). The job is let go a moment after the close began: a close that did not
    // wait for it would be over by then.
    const closing = t.close().then(() => order.push('app closed'));
    setTimeout(() => release(), 300);
    await closing;
    expect(order).toEqual(['job finished', 'app closed']);
    expect(lines.join('')).not.toMatch(/job queue|error/i);
  });
});

// Two instances on one PostgreSQL database: PGlite has one process, so only PostgreSQL can prove it (RACES in
// vitest.config.ts runs this file there).
// Not registered on PGlite at all, so the run counts no skipped test.
if (testEngine() === 'postgres') {
  describe('a scheduled job on two instances', () => {
    let a: AccountsTestApp;
    let b: App;
    const runs: Array<{ instance: 'a' | 'b'; jobId: string }> = [];
    const tick = (instance: 'a' | 'b') => (app: App) => {
      // Every minute: each cron evaluation finds it due, so only the queue keeps it to one job a tick.
      app.jobs.schedule({
        name: 'test every minute',
        cron: '* * * * *',
        async run() {
          const [last] = await queryRows<{ id: string }>(
            app.db,
            sql`select id::text from pgboss.job where name = 'test every minute' and state = 'active'`,
          );
          runs.push({ instance, jobId: last?.id ?? 'unknown' });
        },
      });
    };

    beforeAll(async () => {
      a = await buildAccountsTestApp({ jobs: { runSchedules: true, timings: FAST }, setup: tick('a') });
      b = await buildApp({
        env: a.env,
        db: await openDatabase({ databaseUrl: a.databaseUrl }),
        logger: false,
        jobs: { runSchedules: true, timings: FAST },
      });
      tick('b')(b);
      await b.ready();
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('runs once per tick, whichever instance takes it, though both evaluate the schedule', async () => {
      // Wait for the schedule to have been evaluated several times (each evaluation stamps pgboss.version's
      // cron_on; both instances take turns) and for at least one tick's job to have run.
      const evaluations = new Set<string>();
      await vi.waitFor(
        async () => {
          const [version] = await queryRows<{ cron_on: string | null }>(
            a.db,
            sql`select cron_on::text from pgboss.version`,
          );
          if (version?.cron_on) evaluations.add(version.cron_on);
          expect(evaluations.size).toBeGreaterThanOrEqual(5);
          expect(runs.length).toBeGreaterThanOrEqual(1);
        },
        { timeout: 50_000, interval: 200 },
      );
      const jobs = await queryRows<{ id: string; tick: string; state: string }>(
        a.db,
        sql`select id::text, singleton_on::text as tick, state::text from pgboss.job where name = 'test every minute'
          union all
          select id::text, singleton_on::text, state::text from pgboss.archive where name = 'test every minute'`,
      );
      const ticks = new Set(jobs.map((job) => job.tick));
      // One job per tick (minute), however many evaluations found it due…
      expect(jobs.length).toBe(ticks.size);
      expect(ticks.size).toBeLessThan(evaluations.size);
      // …and each job run by one instance, once.
      const ran = runs.map((run) => run.jobId);
      expect(new Set(ran).size).toBe(ran.length);
      for (const id of ran) expect(jobs.map((job) => job.id)).toContain(id);
      expect(runs.length).toBeLessThanOrEqual(jobs.length);
    });
  });
}
