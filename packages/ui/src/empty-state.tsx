import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title in the page outline; a plain paragraph with "p". */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs: Title = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center gap-2 px-4 py-8 text-center', className)}>
      {icon && (
        <div
          aria-hidden="true"
          className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          {icon}
        </div>
      )}
      <Title className="text-base font-semibold text-ink">{title}</Title>
      {description && <p className="max-w-sm text-sm text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
