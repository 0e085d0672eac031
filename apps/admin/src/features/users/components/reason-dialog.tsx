import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { FormAlert } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { type FormEvent, useState } from 'react';

/**
 * A button that opens a confirmation asking for a reason (Deactivate: optional; Reject: required, checked by
 * `onSubmit`, which shows `reasonError`). The server's refusal shows in the dialog.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  hint,
  required = false,
  reasonError,
  submitLabel,
  mutation,
  onSubmit,
  onClose,
}: {
  trigger: { label: string; variant: 'danger' | 'outline' };
  title: string;
  description: string;
  hint?: string;
  required?: boolean;
  reasonError?: string;
  submitLabel: string;
  mutation: { isPending: boolean; error: Error | null; reset: () => void };
  /** Sends `reason`; calls `done` once it succeeded, which closes the dialog. */
  onSubmit: (reason: string, done: () => void) => void;
  /** Clears what the caller showed (e.g. its reason error). */
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  function close() {
    if (mutation.isPending) return;
    setOpen(false);
    mutation.reset();
    onClose?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(reason, () => {
      setOpen(false);
      setReason('');
    });
  }

  return (
    <>
      <Button variant={trigger.variant} size="sm" onClick={() => setOpen(true)}>
        {trigger.label}
      </Button>
      <Dialog open={open} onClose={close} title={title} description={description} size="sm">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <FormAlert>{mutation.error?.message}</FormAlert>
          <TextField
            label="Reason"
            hint={hint}
            required={required}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
