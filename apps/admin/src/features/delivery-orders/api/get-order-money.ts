import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderMoney } from '@tote/api-client/payments';
import { queryKeys } from '../../../lib/query-keys';

export { getOrderMoney };

/** GET /admin/orders/:deliveryId/money: /dev-d's Money section (the payment and its ledger movements). */
export const orderMoneyQueryOptions = (deliveryId: string) =>
  queryOptions({ queryKey: queryKeys.orders.money(deliveryId), queryFn: () => getOrderMoney(deliveryId) });

export const useOrderMoney = (deliveryId: string) => useQuery(orderMoneyQueryOptions(deliveryId));
