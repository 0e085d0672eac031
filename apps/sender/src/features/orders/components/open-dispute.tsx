import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { DropZone } from '@tote/ui/drop-zone';
import { controlClasses, describedBy, FieldError, FieldLabel, fieldIds } from '@tote/ui/field-parts';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { Select } from '@tote/ui/select';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  MAX_DISPUTE_PHOTOS,
  type OpenDispute as OpenDisputeFields,
  OpenDisputeSchema,
} from '@tote/validation/disputes';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES } from '@tote/validation/orders';
import { useId, useState } from 'react';
import { useOpenDispute } from '../api/open-dispute';
import { formatDateTime } from '../format';

const REASON_OPTIONS = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_LABELS[value] }));

/**
 * docs/product/sender.md, Open a dispute: while the window is open (the hold after the hand-over, or 48 hours
 * past the estimated arrival), the sender says what went wrong, describes it and adds photos. Tote then holds
 * the traveler's earning until staff resolve it.
 */
export function OpenDispute({ deliveryId, openUntil }: { deliveryId: string; openUntil: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="open-dispute"
      className="flex flex-col gap-2 rounded-card border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="open-dispute" className="text-base font-semibold text-ink">
          Something wrong with this delivery?
        </h2>
        <p className="text-sm text-muted">
          Damaged, missing or never arrived: open a dispute and Tote holds the traveler’s payment while staff
          look into it.
          {openUntil && ` You can do so until ${formatDateTime(openUntil)}.`}
        </p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)} className="shrink-0">
        Open a dispute
      </Button>
      {open && <OpenDisputeDialog deliveryId={deliveryId} onClose={() => setOpen(false)} />}
    </section>
  );
}

function OpenDisputeDialog({ deliveryId, onClose }: { deliveryId: string; onClose: () => void }) {
  const mutation = useOpenDispute(deliveryId);
  const form = useSchemaForm({
    schema: OpenDisputeSchema,
    initialValues: { reason: '', description: '' } as Record<keyof OpenDisputeFields, string>,
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [formError, setFormError] = useState<string>();
  const descriptionId = useId();
  const ids = fieldIds(descriptionId);
  const descriptionError = form.errorOf('description');

  const close = () => {
    if (!mutation.isPending) onClose();
  };
  const submit = form.handleSubmit((fields) => {
    setFormError(undefined);
    mutation.mutate(
      { fields, photos },
      {
        onSuccess: onClose,
        onError: (error) => setFormError(form.applyServerError(error, (key) => key in form.values)),
      },
    );
  });

  return (
    <Dialog open onClose={close} title="Open a dispute" description={`About delivery ${deliveryId}`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <Select
          label="What went wrong?"
          required
          name="reason"
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          value={form.values.reason}
          onChange={(value) => form.setValue('reason', value)}
          error={form.errorOf('reason')}
        />
        <div className="flex flex-col gap-1.5">
          <FieldLabel htmlFor={descriptionId} required>
            Description
          </FieldLabel>
          <textarea
            id={descriptionId}
            name="description"
            rows={4}
            value={form.values.description}
            onChange={(event) => form.setValue('description', event.target.value)}
            onBlur={(event) => form.markLeft('description', event)}
            aria-required="true"
            aria-invalid={Boolean(descriptionError)}
            aria-describedby={describedBy(descriptionError && ids.error)}
            className={`${controlClasses(Boolean(descriptionError))} py-2`}
          />
          {descriptionError && <FieldError id={ids.error}>{descriptionError}</FieldError>}
        </div>
        <DropZone
          label="Photos"
          accept={ORDER_IMAGE_ACCEPT}
          maxSize={ORDER_IMAGE_MAX_BYTES}
          maxFiles={MAX_DISPUTE_PHOTOS}
          files={photos}
          onFilesChange={setPhotos}
          error={form.errorOf('photos')}
          note={`Up to ${MAX_DISPUTE_PHOTOS} photos, PNG, JPEG or GIF, each up to ${ORDER_IMAGE_MAX_BYTES / (1024 * 1024)} MB`}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" type="button" onClick={close} disabled={mutation.isPending}>
            Keep it as it is
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Open dispute
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
