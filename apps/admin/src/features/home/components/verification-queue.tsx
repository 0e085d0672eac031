import { Avatar } from '@tote/ui/avatar';
import { Button, buttonClasses } from '@tote/ui/button';
import { UserIcon } from '@tote/ui/icons';
import { FormAlert } from '@tote/ui/schema-form';
import { RejectVerificationSchema, type Verification } from '@tote/validation/admin';
import { countryName } from '@tote/validation/countries';
import { useState } from 'react';
import { RequiredReasonDialog } from '../../../lib/required-reason-dialog';
import { useReviewVerification } from '../../../lib/review-verification';
import { useVerifications } from '../api/get-verifications';
import { submittedWhen } from '../format';
import { QUEUE_PAGE_SIZE } from '../home-first-page';
import { PagedQueue } from './paged-queue';

/**
 * Traveler verifications (a review queue): pending travelers, oldest first. View ID opens the
 * national ID through its owner-or-staff route (each read audited); Approve, or Reject with a reason.
 */
export function VerificationQueue() {
  const [page, setPage] = useState(1);
  const verifications = useVerifications({ status: 'pending', page, pageSize: QUEUE_PAGE_SIZE });
  return (
    <PagedQueue
      id="traveler-verifications"
      title="Traveler verifications"
      query={verifications}
      itemsOf={(data) => data.verifications}
      keyOf={(verification) => verification.userId}
      renderItem={(verification) => <VerificationRow verification={verification} />}
      onPageChange={setPage}
      loadingLabel="Loading traveler verifications"
      empty={{
        icon: <UserIcon className="size-6" />,
        title: 'No traveler is waiting',
        description: 'Travelers who send their national ID for verification appear here.',
      }}
    />
  );
}

function VerificationRow({ verification }: { verification: Verification }) {
  const review = useReviewVerification();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `verification-${verification.userId}`;
  const place = [verification.state, countryName(verification.country)].filter(Boolean).join(', ');
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-line p-3"
    >
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
        <Avatar name={verification.fullName} decorative />
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium break-words text-ink">
            {verification.fullName}
          </h3>
          <p className="text-sm break-words text-muted">
            {place} · Submitted {submittedWhen(verification.submittedAt)}
          </p>
          <p className="text-sm break-words text-muted">Works at {verification.placeOfWork}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={verification.nationalIdUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`View ID of ${verification.fullName}`}
        >
          View ID
        </a>
        <Button
          size="sm"
          aria-label={`Approve ${verification.fullName}`}
          loading={review.isPending && !rejecting}
          disabled={review.isPending}
          onClick={() => review.mutate({ userId: verification.userId, approve: true })}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Reject ${verification.fullName}`}
          disabled={review.isPending}
          onClick={() => {
            review.reset();
            setRejecting(true);
          }}
        >
          Reject
        </Button>
      </div>
      {!rejecting && review.error && (
        <div className="basis-full">
          <FormAlert>{review.error.message}</FormAlert>
        </div>
      )}
      <RequiredReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={`Reject ${verification.fullName}`}
        description="Say why; the traveler reads it in a notification and an email and can send their details again."
        schema={RejectVerificationSchema}
        pending={review.isPending}
        error={review.error?.message}
        onSubmit={(reason) =>
          review.mutate({ userId: verification.userId, reason }, { onSuccess: () => setRejecting(false) })
        }
      />
    </article>
  );
}
