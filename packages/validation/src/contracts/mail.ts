import { MailboxSchema } from '../accounts';
import { commonErrors, defineRoute } from '../contract';
import { MailboxQuerySchema } from '../mail';

// The development outbox (ADR 005), registered only with DEV_MAILBOX (never in production); it answers this
// machine only: anyone else gets the API's 404, which is rate-limited like every unknown URL.
const tags = ['development'] as const;

export const getMailbox = defineRoute({
  operationId: 'getMailbox',
  method: 'GET',
  path: '/dev/mailbox',
  access: 'public',
  tags,
  summary: 'Messages the development outbox holds (not in production)',
  query: MailboxQuerySchema,
  status: 200,
  response: MailboxSchema,
  errors: [commonErrors.notFound, commonErrors.tooManyRequests],
});
