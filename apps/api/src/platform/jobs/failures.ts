import type { FailingJob } from '@tote/validation/jobs';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

export type { FailingJob };

const MAX_ERROR_LENGTH = 500;

interface FailingRow extends Record<string, unknown> {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  retry_count: number;
  retry_limit: number;
  last_error: string | null;
  created_on: Date | string;
  started_on: Date | string | null;
  start_after: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The jobs being retried or failed for good, newest first, read from pg-boss's own tables (the queue's, owned by
 * platform/jobs: nothing else reads or writes them). Failed jobs stay in `pgboss.job` a week (queue.ts) and then
 * in `pgboss.archive` until pg-boss deletes them. The job's data is never returned: a mail job carries a code.
 */
export async function listFailingJobs(db: Database, limit = 50): Promise<FailingJob[]> {
  const rows = await queryRows<FailingRow>(
    db,
    sql`
      select id::text, name, state::text, retry_count, retry_limit, left(output->>'message', ${MAX_ERROR_LENGTH}) as last_error,
             created_on, started_on, start_after
        from (
          select id, name, state, retry_count, retry_limit, output, created_on, started_on, start_after
            from pgboss.job where state in ('retry', 'failed') and name not like '\\_\\_pgboss\\_\\_%'
          union all
          select id, name, state, retry_count, retry_limit, output, created_on, started_on, start_after
            from pgboss.archive where state = 'failed' and name not like '\\_\\_pgboss\\_\\_%'
        ) failing
       order by coalesce(started_on, created_on) desc, id
       limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    // pg-boss counts retries: a job in retry has failed retry_count times, a failed one once more than that.
    attempts: row.state === 'failed' ? row.retry_count + 1 : row.retry_count,
    maxAttempts: row.retry_limit + 1,
    lastError: row.last_error,
    createdAt: iso(row.created_on),
    lastAttemptAt: iso(row.started_on ?? row.created_on),
    nextAttemptAt: row.state === 'retry' ? iso(row.start_after) : null,
  }));
}
