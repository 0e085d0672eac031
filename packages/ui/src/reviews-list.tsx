import type { Review } from '@tote/validation/profiles';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { StarIcon } from './icons';
import { StarRating } from './star-rating';

// The profile's language is English, UK (Profile Settings): dates read "5 Jan 2026".
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function formatReviewDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export interface ReviewsListProps {
  reviews: Review[];
  /** What the empty state says, e.g. who reviews this person. */
  emptyDescription?: ReactNode;
  /** Buttons under a review, e.g. Reply and Report on one's own profile. */
  actions?: (review: Review) => ReactNode;
}

/** A profile's reviews (date, text, author or reviewer) with the reviewed person's reply, newest first. */
export function ReviewsList({ reviews, emptyDescription, actions }: ReviewsListProps) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={<StarIcon className="size-6" />}
        title="No reviews yet"
        titleAs="h3"
        description={emptyDescription}
      />
    );
  }
  return (
    <ul aria-label="Reviews" className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-1.5 py-4 first:pt-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StarRating value={review.rating} size="sm" />
            <time dateTime={review.createdAt} className="text-sm text-muted">
              {formatReviewDate(review.createdAt)}
            </time>
          </div>
          {review.text && <p className="break-words text-ink">{review.text}</p>}
          <p className="text-sm font-medium text-muted">{review.authorName ?? 'A former Tote member'}</p>
          {review.reply && (
            <div className="mt-1 rounded-control border-l-4 border-line bg-grey-50 px-3 py-2">
              <p className="text-sm font-medium text-ink">
                Reply ·{' '}
                <time dateTime={review.reply.createdAt}>{formatReviewDate(review.reply.createdAt)}</time>
              </p>
              <p className="break-words text-sm text-ink">{review.reply.text}</p>
            </div>
          )}
          {actions?.(review)}
        </li>
      ))}
    </ul>
  );
}
