import { Button } from '@tote/ui/button';
import { LazyDialog } from '@tote/ui/lazy-dialog';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { type PayoutMethod, SavePayoutMethodSchema } from '@tote/validation/wallet';
import { useSessionUser } from '@tote/web/session';
import { useState } from 'react';
import { useSavePayoutMethod } from '../api/save-payout-method';
import { formatDay, payoutMethodLabel } from '../format';

/** The bank account payouts go to, with Add or Change. `open` is lifted so Withdraw can ask for it too. */
export function PayoutMethodSection({
  method,
  open,
  onOpenChange,
}: {
  method: PayoutMethod | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="payout-method-heading" className="flex flex-col gap-3">
      <h2 id="payout-method-heading" className="text-base font-semibold text-ink">
        Bank account
      </h2>
      {method ? (
        <div className="rounded-control border border-line p-3 text-sm">
          <p className="font-semibold break-words text-ink">{method.holderName}</p>
          <p className="font-mono text-ink">{payoutMethodLabel(method)}</p>
          <p className="text-muted">Saved {formatDay(method.updatedAt)}</p>
        </div>
      ) : (
        <p className="text-sm text-muted">Add the bank account your withdrawals are paid into.</p>
      )}
      {saved && (
        <p role="status" className="text-sm text-success-700">
          Bank account saved.
        </p>
      )}
      <div>
        <Button
          variant="outline"
          onClick={() => {
            setSaved(false);
            onOpenChange(true);
          }}
        >
          {method ? 'Change bank account' : 'Add bank account'}
        </Button>
      </div>
      <LazyDialog
        open={open}
        onClose={() => onOpenChange(false)}
        title={method ? 'Change bank account' : 'Add bank account'}
        description="Withdrawals are paid into this account. Only its last four digits are shown afterwards."
      >
        {/* Mounted while open only, so each opening starts from a fresh form. */}
        {open && (
          <PayoutMethodForm
            method={method}
            onCancel={() => onOpenChange(false)}
            onSaved={() => {
              setSaved(true);
              onOpenChange(false);
            }}
          />
        )}
      </LazyDialog>
    </section>
  );
}

type Kind = PayoutMethod['kind'];
const FIELDS = ['holderName', 'iban', 'accountNumber', 'routingNumber'] as const;
const isFormField = (key: string) => (FIELDS as readonly string[]).includes(key);

const kindOptions: { kind: Kind; label: string }[] = [
  { kind: 'iban', label: 'IBAN' },
  { kind: 'us_account', label: 'US account and routing number' },
];

function PayoutMethodForm({
  method,
  onCancel,
  onSaved,
}: {
  method: PayoutMethod | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const user = useSessionUser();
  const save = useSavePayoutMethod();
  const form = useSchemaForm({
    schema: SavePayoutMethodSchema,
    initialValues: {
      kind: (method?.kind ?? 'iban') as Kind,
      // Most people are paid into their own account: their name is the likely holder.
      holderName: method?.holderName ?? user.fullName,
      iban: '',
      accountNumber: '',
      routingNumber: '',
    },
  });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFormError(undefined);
    save.mutate(data, {
      onSuccess: onSaved,
      onError: (error) => setFormError(form.applyServerError(error, isFormField)),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert>{formError}</FormAlert>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Account type</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {kindOptions.map((option) => (
            <label key={option.kind} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="kind"
                value={option.kind}
                checked={form.values.kind === option.kind}
                onChange={() => form.setValue('kind', option.kind)}
                className="focus-ring size-4 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label="Account holder" required autoComplete="name" {...form.textField('holderName')} />
      {form.values.kind === 'iban' ? (
        <TextField
          label="IBAN"
          required
          autoComplete="off"
          spellCheck={false}
          hint="e.g. GB82 WEST 1234 5698 7654 32"
          {...form.textField('iban')}
        />
      ) : (
        <>
          <TextField
            label="Account number"
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.textField('accountNumber')}
          />
          <TextField
            label="Routing number"
            required
            inputMode="numeric"
            autoComplete="off"
            hint="9 digits"
            {...form.textField('routingNumber')}
          />
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save bank account
        </Button>
      </div>
    </form>
  );
}
