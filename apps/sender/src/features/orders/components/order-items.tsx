import { formatMoney, type Order } from '@tote/validation/orders';

/** What the sender is sending: photos, item names, weight and price (spec §3 Shipping details). */
export function OrderItems({ order }: { order: Order }) {
  return (
    <section aria-labelledby={`items-${order.id}`} className="flex flex-col gap-3">
      <h2 id={`items-${order.id}`} className="text-base font-semibold text-ink">
        Items
      </h2>
      {order.images.length > 0 && (
        <ul aria-label="Images of the items" className="flex flex-wrap gap-2">
          {order.images.map((image, index) => (
            <li key={image.id}>
              <a
                href={image.url}
                target="_blank"
                rel="noreferrer"
                className="focus-ring block rounded-control"
              >
                <img
                  src={image.url}
                  alt={`The items, ${index + 1} of ${order.images.length}`}
                  loading="lazy"
                  className="size-20 rounded-control border border-line object-cover sm:size-24"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Category</dt>
        <dd className="min-w-0 break-words text-ink">{order.category}</dd>
        <dt className="text-muted">Items</dt>
        <dd className="min-w-0 text-ink">
          <ul className="list-inside list-disc">
            {order.itemNames.map((itemName, index) => (
              <li key={index} className="break-words">
                {itemName}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-muted">Weight</dt>
        <dd className="text-ink">{order.weightKg} kg</dd>
        <dt className="text-muted">Price</dt>
        <dd className="text-ink">{formatMoney(order.price)}</dd>
      </dl>
    </section>
  );
}
