import type { ReactNode } from 'react';
import { cx } from './class-names';

export type StatTileTone = 'brand' | 'accent' | 'success' | 'neutral';

export interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  description?: ReactNode;
  /** A link or button, e.g. "Request Delivery" or "Withdraw". */
  action?: ReactNode;
  tone?: StatTileTone;
  className?: string;
}

const iconTones: Record<StatTileTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-50 text-accent-700',
  success: 'bg-success-50 text-success-700',
  neutral: 'bg-grey-100 text-grey-700',
};

/** A dashboard card: a figure with its label (e.g. Monthly 51, Wallet $2,000). */
export function StatTile({
  label,
  value,
  icon,
  description,
  action,
  tone = 'brand',
  className,
}: StatTileProps) {
  return (
    <section
      className={cx(
        'flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        {icon && (
          <span
            aria-hidden="true"
            className={cx(
              'flex size-10 shrink-0 items-center justify-center rounded-control',
              iconTones[tone],
            )}
          >
            {icon}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-medium text-muted">{label}</h2>
          <p className="mt-1 text-2xl font-bold break-words text-ink">{value}</p>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
      </div>
      {action && <div className="mt-auto">{action}</div>}
    </section>
  );
}

/**
 * A tile's value while it loads: a block the height of a figure's line (so the tile does not grow when the
 * figure arrives: no layout shift, bench/lighthouse.mjs) and "Loading" for screen readers; the error's
 * message if it failed. A span, not the kit's Skeleton (a div): the value sits inside the tile's <p>.
 */
export function StatTileValueLoading({ error = null }: { error?: Error | null }) {
  if (error) return <span className="text-sm font-medium text-danger-700">{error.message}</span>;
  return (
    <>
      <span aria-hidden="true" className="mt-1 block h-7 w-24 animate-pulse rounded-control bg-grey-200" />
      <span className="sr-only">Loading</span>
    </>
  );
}
