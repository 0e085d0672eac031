import { defineRoute } from '../contract';
import { FailingJobListSchema } from '../jobs';

// The job queue's failures, for staff (docs/product/admin.md, the Background jobs section of /admin).
export const listFailingJobs = defineRoute({
  operationId: 'listFailingJobs',
  method: 'GET',
  path: '/admin/jobs/failing',
  access: 'staff',
  tags: ['admin'],
  summary:
    'Background jobs being retried or failed for good, newest first (name, attempts, last error, when)',
  status: 200,
  response: FailingJobListSchema,
  errors: [],
});
