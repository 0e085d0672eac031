import * as wallet from '@tote/validation/contracts/wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@tote/validation/orders';
import type { PayoutListQuery, SavePayoutMethod } from '@tote/validation/wallet';
import { call } from './client';

// The traveler's wallet and staff's payouts (@tote/validation/contracts/wallet).

export const getWallet = () => call(wallet.getWallet, {});

export const getWalletHistory = (page = 1) => call(wallet.getWalletHistory, { query: { page } });

export const savePayoutMethod = (method: SavePayoutMethod) => call(wallet.savePayoutMethod, { json: method });

/** Withdraw: the key is made once per form submission, so a retried submission makes one payout. */
export const withdraw = (amountMinor: number, idempotencyKey: string) =>
  call(wallet.withdraw, {
    json: { amountMinor },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export const getMyPayouts = (query: PayoutListQuery = {}) => call(wallet.listMyPayouts, { query });

/** Staff: the Payouts queue. */
export const getPayouts = (query: PayoutListQuery = {}) => call(wallet.listPayouts, { query });

export const approvePayout = (payoutId: string) =>
  call(wallet.approvePayout, { params: { payoutId }, json: undefined });

export const markPayoutPaid = (payoutId: string) =>
  call(wallet.markPayoutPaid, { params: { payoutId }, json: undefined });

export const markPayoutFailed = (payoutId: string, reason: string) =>
  call(wallet.markPayoutFailed, { params: { payoutId }, json: { reason } });

/** Staff: a traveler's balances and latest history. */
export const getUserMoney = (userId: string) => call(wallet.getUserMoney, { params: { userId } });
