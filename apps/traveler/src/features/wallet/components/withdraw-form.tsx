import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { dollarsToMinor, formatMoney } from '@tote/validation/orders';
import { type Payout, type Wallet, walletMessages } from '@tote/validation/wallet';
import { useMemo, useRef, useState } from 'react';
import { useWithdraw } from '../api/withdraw';
import { dollarsText, fillMessage } from '../format';

// Dollars and at most two decimals, as typed ("40", "40.5", "1,250.00"); the dollar sign sits outside the box.
const DOLLARS = /^\d+(\.\d{1,2})?$/;

/**
 * The amount box checked against this wallet: above $0, at most the available balance, at least the minimum. The
 * server checks again under its lock (the balance may have moved since the screen loaded); the messages are the
 * same walletMessages, with the amounts filled in.
 */
export function withdrawAmountSchema(wallet: Pick<Wallet, 'available' | 'minimumWithdrawal'>) {
  const refuse = (message: string) => ({
    success: false as const,
    error: { issues: [{ path: ['amount'], message }] },
  });
  return {
    safeParse(values: unknown) {
      const typed = String((values as { amount?: unknown }).amount ?? '').replace(/[\s,]/g, '');
      if (!DOLLARS.test(typed)) return refuse(walletMessages.amountInvalid);
      const amountMinor = dollarsToMinor(Number(typed));
      if (amountMinor <= 0) return refuse(walletMessages.amountInvalid);
      if (amountMinor > wallet.available.amountMinor)
        return refuse(
          fillMessage(walletMessages.aboveAvailable, { available: formatMoney(wallet.available) }),
        );
      if (amountMinor < wallet.minimumWithdrawal.amountMinor)
        return refuse(
          fillMessage(walletMessages.belowMinimum, { minimum: formatMoney(wallet.minimumWithdrawal) }),
        );
      return { success: true as const, data: { amountMinor } };
    },
  };
}

// The server's refusals that are about the amount: shown on the box, where the person fixes them.
const amountCodes = { insufficient_balance: 'amount', withdrawal_below_minimum: 'amount' } as const;

/** Withdraw: an amount (or all of it) into the saved bank account. */
export function WithdrawForm({
  wallet,
  onAddPayoutMethod,
}: {
  wallet: Wallet;
  onAddPayoutMethod: () => void;
}) {
  const schema = useMemo(() => withdrawAmountSchema(wallet), [wallet]);
  const form = useSchemaForm({ schema, initialValues: { amount: '' } });
  const withdraw = useWithdraw();
  const [formError, setFormError] = useState<string>();
  const [requested, setRequested] = useState<Payout>();
  // One key per submission: a submission retried after a lost answer (same amount) reuses it, so the server
  // answers the first payout instead of making a second. A new amount, or a payout made, starts a new one.
  const submission = useRef<{ amountMinor: number; key: string } | undefined>(undefined);
  const method = wallet.payoutMethod;
  const missingMethod = form.submitted && !method;

  const onSubmit = form.handleSubmit(({ amountMinor }) => {
    if (withdraw.isPending || !method) return;
    setFormError(undefined);
    setRequested(undefined);
    if (submission.current?.amountMinor !== amountMinor)
      submission.current = { amountMinor, key: crypto.randomUUID() };
    withdraw.mutate(
      { amountMinor, idempotencyKey: submission.current.key },
      {
        onSuccess: (payout) => {
          submission.current = undefined;
          setRequested(payout);
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'payout_method_required') {
            setFormError(error.message);
            return;
          }
          setFormError(form.applyServerError(error, (key) => key === 'amount', amountCodes));
        },
      },
    );
  }, Boolean(method));

  const available = wallet.available.amountMinor;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="withdraw-heading" className="flex flex-col gap-3">
      <h2 id="withdraw-heading" className="text-base font-semibold text-ink">
        Withdraw
      </h2>
      {missingMethod ? (
        <FormAlert>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {walletMessages.noPayoutMethod}
            <button
              type="button"
              onClick={onAddPayoutMethod}
              className="focus-ring rounded-sm font-semibold underline"
            >
              Add bank account
            </button>
          </span>
        </FormAlert>
      ) : (
        <FormAlert>{formError}</FormAlert>
      )}
      {requested && (
        <p role="status" className="rounded-control bg-success-50 px-3 py-2 text-sm text-success-700">
          {formatMoney(requested.amount)} is on its way to {requested.destination}. Follow it under Payouts
          below.
        </p>
      )}
      <TextField
        label="Amount"
        required
        inputMode="decimal"
        autoComplete="off"
        startAdornment="$"
        hint={`Available ${formatMoney(wallet.available)} · the smallest withdrawal is ${formatMoney(wallet.minimumWithdrawal)}`}
        {...form.textField('amount')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={withdraw.isPending}>
          Withdraw
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={available <= 0}
          onClick={() => form.setValue('amount', dollarsText(available))}
        >
          Withdraw all
        </Button>
      </div>
    </form>
  );
}
