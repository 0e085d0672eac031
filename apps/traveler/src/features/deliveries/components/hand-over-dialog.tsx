import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { Checkbox } from '@tote/ui/checkbox';
import { Dialog } from '@tote/ui/dialog';
import { DropZone } from '@tote/ui/drop-zone';
import { OtpField } from '@tote/ui/otp-input';
import { FormAlert } from '@tote/ui/schema-form';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES } from '@tote/validation/orders';
import { type Delivery, HAND_OVER_CODE_LENGTH, HandOverSchema, tripMessages } from '@tote/validation/trips';
import { type FormEvent, useState } from 'react';
import { useMarkDelivered } from '../api/move-delivery';
import { formatDateTime } from '../format';

/**
 * Delivered (shipping -> delivered): the receiver's 6-digit hand-over code, which the sender sees on their
 * tracking page, and an optional photo of the hand-over. Wrong codes are capped on the server. Before the
 * flight's scheduled landing the dialog says so and asks the traveler to confirm it landed early: a hand-over
 * cannot be taken back.
 */
export function HandOverDialog({
  delivery,
  open,
  onClose,
  onDelivered,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
  onDelivered: (delivery: Delivery) => void;
}) {
  const markDelivered = useMarkDelivered(delivery.deliveryId);
  const [code, setCode] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [landedEarly, setLandedEarly] = useState(false);
  const landedUnconfirmed = !delivery.flightLanded && !landedEarly;

  const parsed = HandOverSchema.safeParse({ code });
  const error = markDelivered.error;
  const serverCodeError =
    error instanceof ApiError &&
    (error.fields.code ?? (error.code === 'hand_over_code_wrong' ? error.message : undefined));
  const locked = error instanceof ApiError && error.code === 'hand_over_locked';
  const codeError =
    serverCodeError || (submitted && !parsed.success ? tripMessages.handOverCodeInvalid : undefined);
  const formError =
    error && !serverCodeError ? (locked ? tripMessages.handOverLocked : error.message) : undefined;

  function close() {
    if (markDelivered.isPending) return;
    setCode('');
    setPhotos([]);
    setSubmitted(false);
    setLandedEarly(false);
    markDelivered.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || landedUnconfirmed || markDelivered.isPending || locked) return;
    markDelivered.mutate({ code: parsed.data.code, photo: photos[0] }, { onSuccess: onDelivered });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      showCloseButton
      title={`Hand over ${delivery.deliveryId}`}
      description={`Ask ${delivery.receiverName} for the ${HAND_OVER_CODE_LENGTH}-digit hand-over code ${delivery.senderName} shared with them.`}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        {!delivery.flightLanded && (
          <div className="flex flex-col gap-2 rounded-control bg-accent-50 px-3 py-2">
            <p className="text-sm text-accent-800">
              Your flight is due to land at {formatDateTime(delivery.estimatedArrivalAt)}. Hand over only once
              you have landed.
            </p>
            <Checkbox
              label="My flight has landed early"
              checked={landedEarly}
              onChange={setLandedEarly}
              aria-invalid={submitted && landedUnconfirmed ? true : undefined}
            />
            {submitted && landedUnconfirmed && (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {tripMessages.flightLandedUnconfirmed}
              </p>
            )}
          </div>
        )}
        <OtpField
          label="Hand-over code"
          length={HAND_OVER_CODE_LENGTH}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (!locked) markDelivered.reset();
          }}
          error={codeError || undefined}
          disabled={locked}
          autoFocus
        />
        {!locked && (
          <p className="text-sm text-muted">
            {delivery.handOverAttemptsLeft === 1
              ? '1 attempt left'
              : `${delivery.handOverAttemptsLeft} attempts left`}
          </p>
        )}
        <DropZone
          label="Photo of the hand-over (optional)"
          accept={ORDER_IMAGE_ACCEPT}
          maxSize={ORDER_IMAGE_MAX_BYTES}
          multiple={false}
          files={photos}
          onFilesChange={setPhotos}
          disabled={locked}
          note={`PNG, JPEG or GIF, up to ${ORDER_IMAGE_MAX_BYTES / (1024 * 1024)} MB`}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={markDelivered.isPending}>
            Not yet
          </Button>
          <Button type="submit" loading={markDelivered.isPending} disabled={locked}>
            Confirm delivery
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
