import { DeclaredContents } from '@tote/ui/declared-contents';
import type { Delivery } from '@tote/validation/trips';
import { formatDateTime } from '../format';

/**
 * The sender's declaration, which the traveler reads before pick-up (docs/decisions/020-declared-contents.md):
 * the items, their declared value, the attestation. Orders from before declarations show none.
 */
export function DeliveryContents({ delivery }: { delivery: Delivery }) {
  const { contents } = delivery;
  if (!contents) return null;
  return (
    <DeclaredContents headingId="declared-contents" contents={contents} formatDateTime={formatDateTime}>
      {delivery.canRefuse && (
        <p className="text-sm text-grey-700">
          Check the items against this declaration when you pick them up. If they differ, or something is on
          the prohibited items list, press <span className="font-semibold">Refuse items</span> instead of
          Picked up.
        </p>
      )}
    </DeclaredContents>
  );
}
