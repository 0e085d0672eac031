import './zod-config';
import { z } from 'zod';

/**
 * The job queue as staff see it (docs/product/admin.md, "Background jobs"; docs/decisions/023-job-queue.md):
 * deferred and scheduled jobs that are being retried or have stopped for good. The route: contracts/jobs.ts.
 */

/** retry: failed and waiting for its next attempt; failed: out of attempts, nothing more will happen. */
export const FailingJobStateSchema = z.enum(['retry', 'failed']);
export type FailingJobState = z.infer<typeof FailingJobStateSchema>;

export const FailingJobSchema = z.object({
  id: z.string(),
  /** The job's name, e.g. `mail` or `capture due payments`. */
  name: z.string(),
  state: FailingJobStateSchema,
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** Attempts it may make in all (the first and its retries). */
  maxAttempts: z.number().int(),
  /** The last attempt's error message, cut to 500 characters; null when it left none. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When the last attempt started (or, if it never started, when the job was queued). */
  lastAttemptAt: z.iso.datetime(),
  /** retry: when it will be tried again; failed: null. */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type FailingJob = z.infer<typeof FailingJobSchema>;

export const FailingJobListSchema = z.object({
  jobs: z.array(FailingJobSchema),
});
export type FailingJobList = z.infer<typeof FailingJobListSchema>;
