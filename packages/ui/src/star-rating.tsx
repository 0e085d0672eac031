import { cx } from './class-names';
import { StarIcon } from './icons';

export interface StarRatingProps {
  /** 0 to max; rounded to the nearest half star. */
  value: number;
  max?: number;
  reviewCount?: number;
  size?: 'sm' | 'md';
  className?: string;
}

export function StarRating({ value, max = 5, reviewCount, size = 'md', className }: StarRatingProps) {
  const rating = Math.min(Math.max(Math.round(value * 2) / 2, 0), max);
  const starSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <span role="img" aria-label={`Rated ${rating} out of ${max}`} className="inline-flex gap-0.5">
        {Array.from({ length: max }, (_, index) => {
          const fill = Math.min(Math.max(rating - index, 0), 1);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: stars are fixed positions
            <span key={index} className={cx('relative inline-flex', starSize)}>
              <StarIcon className={cx('text-grey-300', starSize)} fill="currentColor" strokeWidth={0} />
              {fill > 0 && (
                <span
                  className="absolute inset-y-0 left-0 overflow-hidden"
                  style={{ width: `${fill * 100}%` }}
                >
                  <StarIcon className={cx('text-accent-500', starSize)} fill="currentColor" strokeWidth={0} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {reviewCount !== undefined && (
        <span className="text-sm text-muted">
          {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
        </span>
      )}
    </span>
  );
}
