import { useQuery } from '@tanstack/react-query';
import { startEnrolment } from '@tote/api-client/two-factor';

/**
 * POST /auth/two-factor/enrolment: the authenticator secret for this sign-in ticket. Asked once per ticket
 * (each call makes a new secret), never refetched, and dropped from the cache when the screen goes.
 */
export function useEnrolment(ticket: string) {
  return useQuery({
    queryKey: ['two-factor-enrolment', ticket],
    queryFn: () => startEnrolment({ ticket }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
