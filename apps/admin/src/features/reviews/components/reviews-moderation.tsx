import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { EmptyState } from '@tote/ui/empty-state';
import { StarIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { FormAlert } from '@tote/ui/schema-form';
import { StarRating } from '@tote/ui/star-rating';
import { TextAreaField } from '@tote/ui/text-area-field';
import { type AdminReview, REVIEW_REASON_MAX, ReviewReasonSchema } from '@tote/validation/reviews';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDecideReview } from '../api/decide-review';
import { type ReviewsFilter, useAdminReviews } from '../api/get-admin-reviews';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const day = (iso: string) => dateFormat.format(new Date(iso));

/**
 * Review moderation (docs/product/admin.md, docs/decisions/018-reviews.md): on /admin the reported reviews
 * waiting for a decision; on /admin-p?id= every review about the person, hidden ones too. Staff hide a review
 * with a reason (kept with who and when) or dismiss its report.
 */
export default function ReviewsModeration({ filter }: { filter: ReviewsFilter }) {
  const reviews = useAdminReviews(filter);
  const title = filter.kind === 'reported' ? 'Reported reviews' : 'Reviews about this person';
  const headingId = `reviews-moderation-${filter.kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
        {reviews.data && ` (${reviews.data.reviews.length})`}
      </h2>
      {reviews.isPending ? (
        <LoadingState label="Loading reviews" />
      ) : reviews.isError ? (
        <LoadError error={reviews.error} onRetry={() => reviews.refetch()} retrying={reviews.isFetching} />
      ) : reviews.data.reviews.length === 0 ? (
        <EmptyState
          icon={<StarIcon className="size-6" />}
          title={filter.kind === 'reported' ? 'No reported reviews' : 'No reviews yet'}
          titleAs="h3"
          description={
            filter.kind === 'reported'
              ? 'When someone reports a review about them, it waits here for a decision.'
              : 'Reviews come after a delivery, from the other person of the order.'
          }
        />
      ) : (
        <ul className="divide-y divide-line">
          {reviews.data.reviews.map((review) => (
            <ReviewRow key={review.id} review={review} showSubject={filter.kind === 'reported'} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewRow({ review, showSubject }: { review: AdminReview; showSubject: boolean }) {
  const { dismiss } = useDecideReview();
  const reportOpen = review.report !== null && review.report.outcome === null;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <StarRating value={review.rating} size="sm" />
        <span className="text-muted">
          {day(review.createdAt)}
          {review.deliveryId && ` · ${review.deliveryId}`}
          {!review.revealed && ' · not shown yet'}
        </span>
      </div>
      <p className="break-words text-ink">{review.text}</p>
      <p className="text-sm text-muted">
        By{' '}
        {review.author ? (
          <Link
            className="font-semibold text-brand-700 hover:underline"
            to={paths.profile.getHref(review.author.id)}
          >
            {review.author.fullName}
          </Link>
        ) : (
          'a former member'
        )}
        {showSubject && (
          <>
            {' '}
            about{' '}
            <Link
              className="font-semibold text-brand-700 hover:underline"
              to={paths.profile.getHref(review.subject.id)}
            >
              {review.subject.fullName}
            </Link>
          </>
        )}
      </p>
      {review.reply && <p className="text-sm text-ink">Reply: {review.reply.text}</p>}
      {review.report && (
        <p className="rounded-control bg-accent-50 px-3 py-2 text-sm text-accent-900">
          Reported on {day(review.report.reportedAt)}: “{review.report.reason}”
          {review.report.outcome === 'dismissed' &&
            ` · dismissed by ${review.report.decidedByName ?? 'staff'}${review.report.decidedAt ? ` on ${day(review.report.decidedAt)}` : ''}`}
        </p>
      )}
      {review.hidden ? (
        <p className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          Hidden by {review.hidden.byName ?? 'staff'} on {day(review.hidden.at)}: “{review.hidden.reason}”
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <HideReview review={review} />
          {reportOpen && (
            <Button
              size="sm"
              variant="outline"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate(review.id)}
            >
              Dismiss report
            </Button>
          )}
        </div>
      )}
      <FormAlert>{dismiss.error?.message}</FormAlert>
    </li>
  );
}

function HideReview({ review }: { review: AdminReview }) {
  const { hide } = useDecideReview();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ReviewReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    hide.mutate({ reviewId: review.id, reason: parsed.data.reason }, { onSuccess: () => setOpen(false) });
  }
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
        Hide review
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Hide this review"
        description="A hidden review leaves the profile and its rating for good. The reason is kept with your name, and the author is told."
        size="sm"
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <FormAlert>{hide.error?.message}</FormAlert>
          <TextAreaField
            label="Reason"
            required
            rows={3}
            maxLength={REVIEW_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={hide.isPending}>
              Hide review
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
