import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMailbox } from '@tote/api-client/auth';
import { ApiError } from '@tote/api-client/client';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /dev/mailbox: mail the demo server "sent" (newest first here), re-read every 3 s. */
export const mailboxQueryOptions = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: getMailbox,
  select: (mailbox) =>
    [...mailbox.messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
  // 404: this server has no mailbox (production); asking again will not change that.
  refetchInterval: (query) => (isMissing(query.state.error) ? false : 3000),
  retry: (failureCount, error) => !isMissing(error) && failureCount < 2,
  staleTime: 0,
});

export function useMailbox() {
  return useQuery(mailboxQueryOptions);
}

export { isMissing as isMailboxMissing };
