import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/client';
import { startCheckout } from '@tote/api-client/payments';
import { browserLocation } from '@tote/web/session';
import { queryKeys } from '../../../lib/query-keys';

export { startCheckout };

// The refusals that mean the payment moved on since the page loaded (paid in another tab, closed by an
// unmatch or a cancel): the page's payment is stale, so it is fetched again beside the message.
const STALE_PAYMENT_CODES = new Set(['payment_already_authorized', 'payment_closed', 'order_not_matched']);

/**
 * Pay: POST /orders/:deliveryId/payment/checkout, then the browser goes to the provider's checkout page.
 * The caller makes the Idempotency-Key once per press (crypto.randomUUID()) and passes it in, so a retry of
 * the same press reaches the same checkout while a new press asks again (ADR 017: an open checkout is
 * answered again either way, so pressing twice never makes two authorizations).
 */
export function useStartCheckout(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => startCheckout(deliveryId, idempotencyKey),
    onSuccess: ({ checkoutUrl }) => browserLocation.assign(checkoutUrl),
    onError: (error) => {
      if (error instanceof ApiError && STALE_PAYMENT_CODES.has(error.code))
        return queryClient.invalidateQueries({ queryKey: queryKeys.orders.payment(deliveryId) });
    },
  });
}
