import { ItemsSection } from '@tote/ui/items-section';
import { formatMoney, type Order } from '@tote/validation/orders';

/** What the sender is sending: photos, item names, weight and price (spec §3 Shipping details). */
export function OrderItems({ order }: { order: Order }) {
  return (
    <ItemsSection
      headingId={`items-${order.id}`}
      images={order.images}
      category={order.category}
      itemNames={order.itemNames}
      weightKg={order.weightKg}
      price={formatMoney(order.price)}
    />
  );
}
