import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { adminLiveInvalidations } from './live-invalidations';

describe('admin live invalidations', () => {
  it('refreshes the Payouts queue and that traveler’s money when their wallet changes', () => {
    const keys = adminLiveInvalidations['wallet.changed']?.({
      type: 'wallet.changed',
      travelerId: 'traveler-1',
      payoutId: 'payout-1',
    });
    expect(keys).toEqual(
      expect.arrayContaining([
        queryKeys.payouts.all,
        queryKeys.users.money('traveler-1'),
        queryKeys.orders.moneyAll,
      ]),
    );
  });

  it('refreshes an order’s Money with the order (its key lives under the orders)', () => {
    const keys =
      adminLiveInvalidations['order.changed']?.({ type: 'order.changed', deliveryId: 'TT-1' }) ?? [];
    const money = queryKeys.orders.money('TT-1');
    expect(keys.some((key) => key.every((part, index) => money[index] === part))).toBe(true);
  });
});
