import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { DropZone } from '@tote/ui/drop-zone';
import { FormAlert } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { MAX_REFUSAL_PHOTOS, RefuseAtPickUpSchema } from '@tote/validation/contents';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES } from '@tote/validation/orders';
import type { Delivery } from '@tote/validation/trips';
import { type FormEvent, useState } from 'react';
import { useRefuseAtPickUp } from '../api/refuse-at-pick-up';

/**
 * Refuse at pick-up (docs/product/traveler.md; docs/decisions/020-declared-contents.md): the items are not what
 * was declared, or something on the prohibited items list is among them. A reason is required and up to
 * MAX_REFUSAL_PHOTOS photos are optional (only staff see them); the match ends,
 * the sender's payment is voided or refunded and the order goes back to Tote to find another traveler. Its own
 * dialog beside the Picked up action, never part of it.
 */
export function RefuseDialog({
  delivery,
  open,
  onClose,
  onRefused,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
  onRefused: () => void;
}) {
  const refuse = useRefuseAtPickUp(delivery.deliveryId);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const parsed = RefuseAtPickUpSchema.safeParse({ reason });
  const error = refuse.error;
  const serverReasonError = error instanceof ApiError ? error.fields.reason : undefined;
  const reasonError =
    serverReasonError ?? (submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined);
  const serverPhotosError = error instanceof ApiError ? error.fields.photos : undefined;
  const formError = error && !serverReasonError && !serverPhotosError ? error.message : undefined;

  function close() {
    if (refuse.isPending) return;
    setReason('');
    setPhotos([]);
    setSubmitted(false);
    refuse.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || refuse.isPending) return;
    refuse.mutate({ reason: parsed.data.reason, photos }, { onSuccess: onRefused });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      showCloseButton
      title={`Refuse ${delivery.deliveryId}`}
      description={`Refuse only before you pick the items up. ${delivery.senderName} and Tote are told why; the delivery leaves your trip and Tote looks for another traveler.`}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Why do you refuse the items?"
          required
          autoComplete="off"
          hint="e.g. The box holds a power bank that is not in a device."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            refuse.reset();
          }}
          error={reasonError}
          autoFocus
        />
        <DropZone
          label="Photos of what you saw (optional)"
          accept={ORDER_IMAGE_ACCEPT}
          maxSize={ORDER_IMAGE_MAX_BYTES}
          maxFiles={MAX_REFUSAL_PHOTOS}
          files={photos}
          onFilesChange={(next) => {
            setPhotos(next);
            refuse.reset();
          }}
          error={serverPhotosError}
          note={`Up to ${MAX_REFUSAL_PHOTOS} photos, PNG, JPEG or GIF, up to ${ORDER_IMAGE_MAX_BYTES / (1024 * 1024)} MB each. Only Tote staff see them.`}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={refuse.isPending}>
            Keep the delivery
          </Button>
          <Button type="submit" variant="danger" loading={refuse.isPending}>
            Refuse the items
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
