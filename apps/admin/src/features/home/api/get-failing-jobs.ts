import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFailingJobs } from '@tote/api-client/admin';
import { queryKeys } from '../../../lib/query-keys';

/** GET /admin/jobs/failing: the Background jobs section of /admin (jobs retrying or failed for good). */
export const failingJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.failingJobs,
    queryFn: () => getFailingJobs(),
    // No live event tells of a job's attempt: read again every minute while the page is open.
    refetchInterval: 60_000,
  });

export const useFailingJobs = () => useQuery(failingJobsQueryOptions());
