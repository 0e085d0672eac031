import { ApiError } from '@tote/api-client/api-error';
import { Button } from '@tote/ui/button';
import { controlClasses, describedBy, FieldError, FieldLabel, fieldIds } from '@tote/ui/field-parts';
import { FormAlert } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  type Dispute,
  type DisputeOutcome,
  disputeMessages,
  ResolveDisputeSchema,
} from '@tote/validation/disputes';
import { formatMoney } from '@tote/validation/orders';
import { type FormEvent, useId, useState } from 'react';
import { useResolveDispute } from '../api/resolve-dispute';

/** "12.50" → 1250; null when it is not an amount of dollars and cents. */
function minorOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/**
 * docs/product/admin.md, Disputes: a full refund, a partial refund of an amount, or a release to the traveler,
 * always with a reason both sides read. The server refuses a refund above what was paid.
 */
export function ResolveDisputeForm({ dispute }: { dispute: Dispute }) {
  const resolve = useResolveDispute(dispute.id);
  const [outcome, setOutcome] = useState<DisputeOutcome>('full_refund');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const noteId = useId();
  const ids = fieldIds(noteId);
  const what = `the dispute about ${dispute.deliveryId}`;

  const refundMinor = outcome === 'partial_refund' ? minorOf(amount) : undefined;
  const parsed = ResolveDisputeSchema.safeParse({
    outcome,
    note,
    ...(refundMinor !== undefined && refundMinor !== null ? { refundMinor } : {}),
  });
  const issue = (field: string) => parsed.error?.issues.find((i) => i.path[0] === field)?.message;
  // The server's refusal of the amount (above what was paid) belongs under the amount.
  const serverAmountError = resolve.error instanceof ApiError ? resolve.error.fields.refundMinor : undefined;
  let amountError: string | undefined;
  if (outcome === 'partial_refund' && submitted) {
    if (amount.trim() === '') amountError = disputeMessages.amountRequired;
    else if (!refundMinor) amountError = disputeMessages.amountInvalid;
    else amountError = serverAmountError;
  }
  const noteError = submitted ? issue('note') : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || (outcome === 'partial_refund' && !refundMinor)) return;
    resolve.mutate(parsed.data);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Resolve {what}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {DISPUTE_OUTCOMES.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`outcome-${dispute.id}`}
                value={option}
                checked={outcome === option}
                onChange={() => setOutcome(option)}
                className="focus-ring size-4 accent-brand-600"
              />
              {DISPUTE_OUTCOME_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {dispute.paid && <p className="text-sm text-muted">The sender paid {formatMoney(dispute.paid)}.</p>}
      {outcome === 'partial_refund' && (
        <TextField
          label="Amount to refund"
          required
          inputMode="decimal"
          startAdornment="$"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          hint="In dollars, e.g. 12.50"
        />
      )}
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor={noteId} required>
          Reason
        </FieldLabel>
        <textarea
          id={noteId}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-required="true"
          aria-invalid={Boolean(noteError)}
          aria-describedby={describedBy(noteError && ids.error)}
          className={`${controlClasses(Boolean(noteError))} py-2`}
        />
        {noteError && <FieldError id={ids.error}>{noteError}</FieldError>}
      </div>
      {resolve.error && !amountError && <FormAlert>{resolve.error.message}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" loading={resolve.isPending} aria-label={`Resolve ${what}`}>
          Resolve
        </Button>
      </div>
    </form>
  );
}
