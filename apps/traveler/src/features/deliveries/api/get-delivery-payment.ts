import { useQuery } from '@tanstack/react-query';
import { getOrderPayment } from '@tote/api-client/payments';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The payment of a delivery the traveler carries: whether the sender has paid (pick up only then) and whether
 * the earning is released. Under the delivery's own key, so a live order change refreshes it with the delivery.
 */
export const useDeliveryPayment = (deliveryId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.deliveries.detail(deliveryId), 'payment'],
    queryFn: () => getOrderPayment(deliveryId),
    enabled,
    // 404: no payment (the match ended before one was due); the card then says nothing about it.
    retry: false,
  });
