import { StarIcon } from '@tote/ui/icons';
import { ReviewsList } from '@tote/ui/reviews-list';
import { Spinner } from '@tote/ui/spinner';
import type { OrderReviews } from '@tote/validation/reviews';
import { REVIEW_WINDOW_DAYS } from '@tote/validation/reviews';
import { AddReview } from './add-review';
import { useOrderReviews } from './get-order-reviews';

// The profile's language is English, UK: "19 Jan 2026".
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A delivered order's Reviews box (docs/decisions/018-reviews.md), on the sender's tracking page and the
 * traveler's delivery: Add Review while it is due, then where the two reviews stand, and both once shown.
 * Before delivery it shows nothing.
 */
export function OrderReviewsSection({ deliveryId }: { deliveryId: string }) {
  const reviews = useOrderReviews(deliveryId);
  if (reviews.isPending) return <Spinner label="Loading reviews" />;
  if (reviews.isError || reviews.data.window === 'not-delivered' || !reviews.data.subject) return null;
  return <Box reviews={reviews.data} subjectName={reviews.data.subject.fullName} />;
}

function Box({ reviews, subjectName }: { reviews: OrderReviews; subjectName: string }) {
  const closes = reviews.closesAt ? dayFormat.format(new Date(reviews.closesAt)) : '';
  return (
    <section
      aria-labelledby="order-reviews-heading"
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-reviews-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
          <StarIcon aria-hidden="true" className="size-4 text-brand-600" />
          Reviews
        </h2>
        {reviews.canWrite && <AddReview deliveryId={reviews.deliveryId} subjectName={subjectName} />}
      </div>
      <p className="text-sm text-muted">{stateText(reviews, subjectName, closes)}</p>
      {reviews.revealed && (
        <ReviewsList
          reviews={[reviews.theirs, reviews.mine].filter((review) => review !== null)}
          emptyDescription="Neither of you wrote a review."
        />
      )}
      {!reviews.revealed && reviews.mine && <ReviewsList reviews={[reviews.mine]} />}
    </section>
  );
}

function stateText(reviews: OrderReviews, subjectName: string, closes: string): string {
  if (reviews.revealed) {
    return reviews.window === 'open'
      ? `You have both written: both reviews are shown on your profiles and can no longer change.`
      : `The ${REVIEW_WINDOW_DAYS} days to review are over: the reviews written are shown on your profiles.`;
  }
  if (reviews.canWrite) {
    return (
      `How did it go with ${subjectName}? Review them by ${closes}. ` +
      (reviews.theyWrote
        ? `${subjectName} has written their review: both show as soon as you send yours.`
        : `Reviews stay hidden until you have both written, or until ${closes}; then both show at once.`)
    );
  }
  if (reviews.mine) {
    return `Your review is sent. It shows on ${subjectName}’s profile once they write theirs, or on ${closes}.`;
  }
  return `The ${REVIEW_WINDOW_DAYS} days to review this delivery are over.`;
}
