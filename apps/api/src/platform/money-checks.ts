import { disputeLedgerChecks } from '../modules/disputes/disputes.check';
import { type LedgerCheck, ledgerChecks } from '../modules/ledger/ledger.check';
import { paymentLedgerChecks } from '../modules/payments/payments.check';
import { walletLedgerChecks } from '../modules/wallet/wallet.check';

/**
 * Every check of `ledger:check`, in one list: the ledger's own, then those of the modules built on it (the ledger
 * never imports them). The CLI, the daily scheduled audit and the tests all run this one list.
 */
export const moneyLedgerChecks: readonly LedgerCheck[] = [
  ...ledgerChecks,
  ...paymentLedgerChecks,
  ...walletLedgerChecks,
  ...disputeLedgerChecks,
];
