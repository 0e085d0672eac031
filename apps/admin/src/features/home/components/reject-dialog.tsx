import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { FormAlert } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { useState } from 'react';
import type { z } from 'zod';

interface RejectDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** RejectVerificationSchema or RejectTripSchema: the reason's rule and message (packages/validation). */
  schema: z.ZodType<{ reason: string }>;
  onReject: (reason: string) => void;
  pending: boolean;
  /** The server's answer when it refused (e.g. 409: someone decided first). */
  error: string | undefined;
}

/** Reject with a required reason the person reads in their notification and email. */
export function RejectDialog({
  open,
  onClose,
  title,
  description,
  schema,
  onReject,
  pending,
  error,
}: RejectDialogProps) {
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
    onReject(parsed.data.reason);
  }

  return (
    <Dialog
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
            Reject
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
