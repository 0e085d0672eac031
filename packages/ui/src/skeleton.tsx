import { cx } from './class-names';

export interface SkeletonProps {
  /** Size and shape come from classes, e.g. "h-4 w-32" or "size-10 rounded-full". */
  className?: string;
}

/** A grey placeholder block while content loads; hidden from assistive tech (pair it with a Spinner or text). */
export function Skeleton({ className }: SkeletonProps) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-control bg-grey-200', className)} />;
}
