import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { DeclaredContents } from '@tote/ui/declared-contents';
import { Dialog } from '@tote/ui/dialog';
import { FormAlert } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { useToast } from '@tote/ui/toast';
import { CancelProhibitedSchema } from '@tote/validation/contents';
import type { Order } from '@tote/validation/orders';
import { type FormEvent, useState } from 'react';
import { dayAndTime } from '../../../lib/format';
import { useCancelForProhibitedContents } from '../api/cancel-for-prohibited-contents';
import { usePickUpRefusals } from '../api/get-pick-up-refusals';

/** Notes of the order's history that are about its contents (a refusal at pick-up, a cancellation), newest first. */
const CONTENTS_NOTE = /^(Refused at pick-up|Cancelled for prohibited contents): /;

/**
 * /dev-d's Declared contents (docs/product/admin.md; docs/decisions/020-declared-contents.md): the sender's
 * declaration, what refusals and cancellations for contents said, and Cancel for prohibited contents while the
 * order is not picked up.
 */
export function OrderContentsSection({ order }: { order: Order }) {
  const [cancelling, setCancelling] = useState(false);
  const { contents } = order;
  const history = order.events.filter((event) => event.note && CONTENTS_NOTE.test(event.note)).reverse();
  const cancellable = order.status === 'processing' || order.status === 'matched';
  // Only an order that was refused has refusals to read (and photos, when the traveler took some).
  const refusals = usePickUpRefusals(
    order.deliveryId,
    history.some((event) => event.note?.startsWith('Refused at pick-up: ')),
  );
  const withPhotos = (refusals.data?.refusals ?? []).filter((refusal) => refusal.photos.length > 0);
  if (!contents) return null;
  return (
    <DeclaredContents headingId="declared-contents" contents={contents} formatDateTime={dayAndTime}>
      {history.length > 0 && (
        <ul aria-label="Contents history" className="flex flex-col gap-1 text-sm">
          {history.map((event) => (
            <li key={event.id} className="break-words text-ink">
              <span className="text-muted">{dayAndTime(event.createdAt)}: </span>
              {event.note}
            </li>
          ))}
        </ul>
      )}
      {refusals.isError && <FormAlert>{refusals.error.message}</FormAlert>}
      {withPhotos.map((refusal) => (
        <figure key={refusal.id} className="flex flex-col gap-2">
          <figcaption className="text-sm text-muted">
            Photos of the refusal of {dayAndTime(refusal.refusedAt)}: {refusal.reason}
          </figcaption>
          <ul
            aria-label={`Refusal photos of ${dayAndTime(refusal.refusedAt)}`}
            className="flex flex-wrap gap-2"
          >
            {refusal.photos.map((photo, index) => (
              <li key={photo.url}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={`What the traveler saw, ${index + 1} of ${refusal.photos.length}`}
                    className="size-24 rounded-md border border-line object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </figure>
      ))}
      {cancellable && (
        <div>
          <Button
            variant="danger"
            className="w-full whitespace-normal! sm:w-auto"
            onClick={() => setCancelling(true)}
          >
            Cancel for prohibited contents
          </Button>
        </div>
      )}
      <CancelProhibitedDialog
        order={order}
        open={cancelling && cancellable}
        onClose={() => setCancelling(false)}
      />
    </DeclaredContents>
  );
}

function CancelProhibitedDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelForProhibitedContents(order.deliveryId);
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const parsed = CancelProhibitedSchema.safeParse({ reason });
  const error = cancel.error;
  const serverReasonError = error instanceof ApiError ? error.fields.reason : undefined;
  const reasonError =
    serverReasonError ?? (submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined);

  function close() {
    if (cancel.isPending) return;
    setReason('');
    setSubmitted(false);
    cancel.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || cancel.isPending) return;
    cancel.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast.show({
          tone: 'success',
          title: `${order.deliveryId} cancelled`,
          description: 'The sender is refunded in full; the sender and the traveler are told.',
        });
        close();
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      showCloseButton
      title={`Cancel ${order.deliveryId} for prohibited contents`}
      description="The match ends, the sender is refunded in full, and the sender and the traveler are told. The reason is kept on the order’s history."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{error && !serverReasonError ? error.message : undefined}</FormAlert>
        <TextField
          label="Reason"
          required
          autoComplete="off"
          hint="What is prohibited, and how you know"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            cancel.reset();
          }}
          error={reasonError}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            Keep the order
          </Button>
          <Button type="submit" variant="danger" loading={cancel.isPending}>
            Cancel the order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
