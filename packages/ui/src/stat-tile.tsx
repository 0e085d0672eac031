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
