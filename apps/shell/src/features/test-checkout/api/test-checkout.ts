import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getTestCheckout, payTestCheckout } from '@tote/api-client/payments';
import type { TestCard } from '@tote/validation/payments';

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['test-checkout', sessionId],
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  });

/** GET /test-provider/sessions/:sessionId: the checkout the sender was sent to (410 once it expired). */
export function useTestCheckout(sessionId: string) {
  return useQuery(testCheckoutQueryOptions(sessionId));
}

/** POST /test-provider/sessions/:sessionId/pay: the card is authorized or declined, with the reason. */
export function usePayTestCheckout(sessionId: string) {
  return useMutation({ mutationFn: (card: TestCard) => payTestCheckout(sessionId, card) });
}
