import { z } from 'zod';
import { UserIdParamsSchema } from '../admin';
import { defineRoute } from '../contract';
import { IDEMPOTENCY_KEY_HEADER } from '../orders';
import {
  FailPayoutSchema,
  PayoutIdParamsSchema,
  PayoutListQuerySchema,
  PayoutMethodSchema,
  PayoutPageSchema,
  PayoutSchema,
  SavePayoutMethodSchema,
  WalletHistoryPageSchema,
  WalletHistoryQuerySchema,
  WalletSchema,
  WithdrawSchema,
  walletErrors,
} from '../wallet';

// The traveler's wallet and the payouts staff pay (docs/decisions/017-payments-and-escrow.md).
const tags = ['wallet'] as const;

export const getWallet = defineRoute({
  operationId: 'getWallet',
  method: 'GET',
  path: '/wallet',
  access: 'traveler',
  tags,
  summary:
    'The signed-in traveler’s balances: available, pending (with the day each amount frees), in payout',
  status: 200,
  response: WalletSchema,
  errors: [],
});

export const getWalletHistory = defineRoute({
  operationId: 'getWalletHistory',
  method: 'GET',
  path: '/wallet/history',
  access: 'traveler',
  tags,
  summary: 'The wallet’s history, newest first: earned, available, withdrawn, failed payouts, refunds',
  query: WalletHistoryQuerySchema,
  status: 200,
  response: WalletHistoryPageSchema,
  errors: [],
});

export const savePayoutMethod = defineRoute({
  operationId: 'savePayoutMethod',
  method: 'PUT',
  path: '/wallet/payout-method',
  access: 'traveler',
  tags,
  summary: 'Save the bank account payouts go to (an IBAN, or a US account and routing number)',
  description:
    'The IBAN’s checksum and country, or the routing number’s checksum, are checked here (400 validation_error ' +
    'with the field). Only the last four characters are kept; the provider holds the account.',
  body: SavePayoutMethodSchema,
  status: 200,
  response: PayoutMethodSchema,
  errors: [walletErrors.ibanInvalid, walletErrors.providerUnavailable],
});

export const withdraw = defineRoute({
  operationId: 'withdraw',
  method: 'POST',
  path: '/wallet/withdrawals',
  access: 'traveler',
  tags,
  summary: 'Withdraw: move an amount up to the available balance into a payout',
  description: 'A repeat with the same Idempotency-Key answers the first payout.',
  headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.uuid().optional() }),
  body: WithdrawSchema,
  status: 201,
  response: PayoutSchema,
  errors: [walletErrors.belowMinimum, walletErrors.aboveAvailable, walletErrors.noPayoutMethod],
});

export const listMyPayouts = defineRoute({
  operationId: 'listMyPayouts',
  method: 'GET',
  path: '/wallet/payouts',
  access: 'traveler',
  tags,
  summary: 'The signed-in traveler’s payouts, newest first, each with its state, dates and reason',
  query: PayoutListQuerySchema,
  status: 200,
  response: PayoutPageSchema,
  errors: [],
});

export const listPayouts = defineRoute({
  operationId: 'listPayouts',
  method: 'GET',
  path: '/admin/payouts',
  access: 'staff',
  tags,
  summary: 'Staff: the Payouts queue, oldest first (status=requested by default)',
  query: PayoutListQuerySchema,
  status: 200,
  response: PayoutPageSchema,
  errors: [],
});

const decide = (operationId: string, step: string, summary: string) =>
  ({
    operationId,
    method: 'POST',
    path: `/admin/payouts/:payoutId/${step}`,
    access: 'staff',
    tags,
    summary,
    params: PayoutIdParamsSchema,
    status: 200,
    response: PayoutSchema,
    errors: [walletErrors.payoutNotPending],
  }) as const;

export const approvePayout = defineRoute({
  ...decide(
    'approvePayout',
    'approve',
    'Staff: approve a requested payout (the provider is asked to pay it)',
  ),
  body: z.object({}).nullish(),
  errors: [walletErrors.payoutNotPending, walletErrors.providerUnavailable],
});

export const markPayoutPaid = defineRoute({
  ...decide('markPayoutPaid', 'paid', 'Staff: mark an approved payout paid'),
  body: z.object({}).nullish(),
  errors: [walletErrors.payoutNotPending, walletErrors.payoutNotApproved],
});

export const markPayoutFailed = defineRoute({
  ...decide('markPayoutFailed', 'failed', 'Staff: mark a payout failed, with the reason (the money returns)'),
  body: FailPayoutSchema,
});

export const getUserMoney = defineRoute({
  operationId: 'getUserMoney',
  method: 'GET',
  path: '/admin/users/:userId/money',
  access: 'staff',
  tags,
  summary: 'Staff: a traveler’s balances and latest wallet history',
  params: UserIdParamsSchema,
  status: 200,
  response: z.object({ wallet: WalletSchema, history: WalletHistoryPageSchema }),
  errors: [],
});
