import { cx } from './class-names';

export interface ProhibitedItemsListProps {
  /** The list from @tote/validation/contents (PROHIBITED_ITEMS): name and what it covers. */
  items: readonly { id: string; name: string; detail: string }[];
  className?: string;
}

/**
 * The prohibited items list (docs/decisions/020-declared-contents.md): the Request Delivery form's panel and the
 * shell's /prohibited-items page draw it from the one list in @tote/validation.
 */
export function ProhibitedItemsList({ items, className }: ProhibitedItemsListProps) {
  return (
    <ul className={cx('flex flex-col gap-2', className)}>
      {items.map((item) => (
        <li key={item.id} className="text-sm">
          <span className="font-semibold text-ink">{item.name}</span>
          <span className="text-grey-700">: {item.detail}</span>
        </li>
      ))}
    </ul>
  );
}
