import { useQuery } from '@tanstack/react-query';
import { getDisputeConversation, getOrderDisputes } from '@tote/api-client/disputes';
import { webQueryKeys } from '../query-keys';

const keys = webQueryKeys.disputes;

/** GET /orders/:deliveryId/disputes: the order's dispute, if any, and whether its sender may open one now. */
export const useOrderDisputes = (deliveryId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: keys.order(deliveryId), queryFn: () => getOrderDisputes(deliveryId), enabled });

/** GET /disputes/:disputeId/conversation: the dispute's thread (sender, traveler and staff). */
export const useDisputeConversation = (disputeId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: keys.conversation(disputeId),
    queryFn: () => getDisputeConversation(disputeId),
    enabled,
  });
