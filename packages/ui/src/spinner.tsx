import { cx } from './class-names';

export interface SpinnerProps {
  /** Accessible name of the status; "Loading" unless told. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const spinnerSizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** The spinning ring alone, hidden from assistive tech (for use inside a busy button). */
export function SpinnerGraphic({ size = 'md', className }: Pick<SpinnerProps, 'size' | 'className'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cx('shrink-0 animate-spin', spinnerSizes[size], className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cx('inline-flex text-brand-600', className)}>
      <SpinnerGraphic size={size} />
    </span>
  );
}
