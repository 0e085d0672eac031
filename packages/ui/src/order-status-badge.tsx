import { type OrderStatus, orderStatusLabels, tabOfStatus } from '@tote/validation/orders';
import { cx } from './class-names';

const tones = {
  processing: 'bg-accent-50 text-accent-800 ring-accent-200',
  delivered: 'bg-success-50 text-success-700 ring-success-100',
  cancelled: 'bg-danger-50 text-danger-700 ring-danger-200',
} as const;

/**
 * An order's status as the product shows it (orderStatusLabels: In Process and its step, Delivered, Cancelled,
 * Failed; docs/product/lifecycles.md), coloured by its tab.
 */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex flex-wrap items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tabOfStatus(status)],
        className,
      )}
    >
      {/* "In Process · Matched" may wrap after its dot on a narrow column, never inside a part. */}
      {orderStatusLabels[status]
        .split(' · ')
        .map((part) => part.replaceAll(' ', '\u00a0'))
        .join('\u00a0· ')}
    </span>
  );
}
