import { DataTable, type DataTableColumn } from '@tote/ui/data-table';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, CheckIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import type { FailingJob } from '@tote/validation/jobs';
import { useFailingJobs } from '../api/get-failing-jobs';
import { submittedWhen } from '../format';

const columns: DataTableColumn<FailingJob>[] = [
  { key: 'name', header: 'Job', render: (job) => <span className="font-medium text-ink">{job.name}</span> },
  {
    key: 'state',
    header: 'State',
    render: (job) =>
      job.state === 'failed' ? (
        <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
          Failed
        </span>
      ) : (
        <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">
          Retrying
        </span>
      ),
  },
  { key: 'attempts', header: 'Attempts', render: (job) => `${job.attempts} of ${job.maxAttempts}` },
  {
    key: 'error',
    header: 'Last error',
    render: (job) => <span className="break-words text-sm">{job.lastError ?? 'No message'}</span>,
  },
  {
    key: 'when',
    header: 'When',
    render: (job) => (
      <span className="text-sm">
        Last tried {submittedWhen(job.lastAttemptAt)}
        {job.nextAttemptAt ? `; next try ${submittedWhen(job.nextAttemptAt)}` : ''}
      </span>
    ),
  },
];

/**
 * docs/product/admin.md, Home (/admin), Background jobs: what the job queue is retrying and what it gave up on
 * (mail the SMTP server keeps refusing, a scheduled job that throws), for staff to act on. Its own chunk, below
 * the review queues.
 */
export default function FailingJobs() {
  const jobs = useFailingJobs();
  let content: React.ReactNode;
  if (jobs.isPending) content = <LoadingState label="Loading background jobs" />;
  else if (jobs.isError)
    content = <LoadError error={jobs.error} onRetry={() => jobs.refetch()} retrying={jobs.isFetching} />;
  else
    content = (
      <DataTable
        caption="Background jobs retrying or failed"
        hideCaption
        columns={columns}
        rows={jobs.data.jobs}
        getRowId={(job) => job.id}
        emptyState={
          <EmptyState
            titleAs="h3"
            icon={<CheckIcon className="size-6" />}
            title="Nothing failing"
            description="Mail and scheduled work are running; failures would be listed here."
          />
        }
      />
    );
  return (
    <section aria-labelledby="background-jobs" className="flex flex-col gap-3">
      <h2 id="background-jobs" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <AlertIcon className="size-5" aria-hidden="true" />
        Background jobs
      </h2>
      {content}
    </section>
  );
}
