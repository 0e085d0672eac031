import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { FormAlert } from '@tote/ui/schema-form';
import type { Delivery } from '@tote/validation/trips';
import { useMarkPickedUp } from '../api/move-delivery';

/**
 * Picked up (matched -> shipping) cannot be taken back: the sender is told, the payment is captured and the
 * match can no longer be undone (docs/product/lifecycles.md, Order and Match). So the button asks first.
 */
export function PickUpDialog({
  delivery,
  open,
  onClose,
  onPickedUp,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
  onPickedUp: () => void;
}) {
  const pickUp = useMarkPickedUp(delivery.deliveryId);

  function close() {
    if (pickUp.isPending) return;
    pickUp.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={`Picked up ${delivery.deliveryId}?`}
      description={`Confirm only once you have the items from ${delivery.senderName}: ${delivery.senderName} is told they are on their way, and this cannot be undone.`}
    >
      <div className="flex flex-col gap-3">
        <FormAlert>{pickUp.error?.message}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={pickUp.isPending}>
            Not yet
          </Button>
          <Button
            loading={pickUp.isPending}
            onClick={() => pickUp.mutate(undefined, { onSuccess: onPickedUp })}
          >
            I have the items
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
