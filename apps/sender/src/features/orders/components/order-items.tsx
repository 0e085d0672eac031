import { ItemsSection } from '@tote/ui/items-section';
import { formatMoney, type Order } from '@tote/validation/orders';

/**
 * What the sender is sending: photos, item names, weight and price (docs/product/sender.md, Request Delivery,
 * "What you are sending").
 */
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
