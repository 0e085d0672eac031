import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserMoney } from '@tote/api-client/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { getUserMoney };

/** GET /admin/users/:userId/money: a traveler's balances, bank account and latest wallet history (/admin-p?id=). */
export const userMoneyQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.users.money(userId), queryFn: () => getUserMoney(userId) });

export const useUserMoney = (userId: string) => useQuery(userMoneyQueryOptions(userId));
