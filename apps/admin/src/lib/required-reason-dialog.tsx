import { Button } from '@tote/ui/button';
import { LazyDialog } from '@tote/ui/lazy-dialog';
import { FormAlert } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { useState } from 'react';
import type { z } from 'zod';

interface RequiredReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** RejectVerificationSchema, RejectTripSchema, FailPayoutSchema: the reason's rule and message. */
  schema: z.ZodType<{ reason: string }>;
  onSubmit: (reason: string) => void;
  /** The confirming button: Reject, Mark failed. */
  submitLabel?: string;
  pending: boolean;
  /** The server's answer when it refused (e.g. 409: someone decided first). */
  error: string | undefined;
}

/**
 * A decision that needs a reason the person reads (a rejected verification or trip, a failed payout): the
 * reason is checked with the area's schema before anything is sent. Shared by the /admin queues and /payouts.
 */
export function RequiredReasonDialog({
  open,
  onClose,
  title,
  description,
  schema,
  onSubmit,
  submitLabel = 'Reject',
  pending,
  error,
}: RequiredReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    onSubmit(parsed.data.reason);
  }

  return (
    // Lazy: /admin's queues draw one per row, and Headless UI would otherwise load with the first screen.
    <LazyDialog
      open={open}
      onClose={pending ? () => {} : onClose}
      title={title}
      description={description}
      size="sm"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert>{error}</FormAlert>
        <TextField
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fieldError}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </LazyDialog>
  );
}
