import type { ReactNode } from 'react';

export interface ItemsSectionProps {
  /** The heading's id (unique on the page): the section is labelled by it. */
  headingId: string;
  images: readonly { id: string; url: string }[];
  category: string;
  itemNames: readonly string[];
  weightKg: number;
  /** The sender's price, already formatted; the traveler's view has none. */
  price?: ReactNode;
}

/**
 * What an order holds (the Request Delivery form's "What you are sending", docs/product/sender.md): photos
 * opening full size, category, item names, weight and, for the sender, the price. The sender's tracking and
 * cancelled pages and the traveler's delivery screens.
 */
export function ItemsSection({ headingId, images, category, itemNames, weightKg, price }: ItemsSectionProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Items
      </h2>
      {images.length > 0 && (
        <ul aria-label="Images of the items" className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image.id}>
              <a
                href={image.url}
                target="_blank"
                rel="noreferrer"
                className="focus-ring block rounded-control"
              >
                <img
                  src={image.url}
                  alt={`The items, ${index + 1} of ${images.length}`}
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
        <dd className="min-w-0 break-words text-ink">{category}</dd>
        <dt className="text-muted">Items</dt>
        <dd className="min-w-0 text-ink">
          <ul className="list-inside list-disc">
            {itemNames.map((itemName, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat ("Book", "Book"); the list never reorders
              <li key={index} className="break-words">
                {itemName}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-muted">Weight</dt>
        <dd className="text-ink">{weightKg} kg</dd>
        {price !== undefined && (
          <>
            <dt className="text-muted">Price</dt>
            <dd className="text-ink">{price}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
