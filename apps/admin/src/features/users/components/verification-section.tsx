import { buttonClasses } from '@tote/ui/button';
import { FileIcon } from '@tote/ui/icons';
import type { AdminUserDetail } from '@tote/validation/admin';
import { countryName } from '@tote/validation/countries';
import { dateOf } from '../format';
import { DetailSection, detailsClasses, termClasses } from './detail-section';
import { ReviewActions } from './review-actions';
import { TravelerStatusBadge } from './user-card';

/** The traveler's verification: status, address, place of work, the national ID, and its review. */
export function VerificationSection({ user }: { user: AdminUserDetail }) {
  const { verification } = user;
  return (
    <DetailSection id="verification" title="Verification">
      <div className="flex flex-wrap items-center gap-2">
        <TravelerStatusBadge status={user.travelerStatus} />
      </div>
      {verification ? (
        <>
          <dl className={detailsClasses}>
            <dt className={termClasses}>Submitted</dt>
            <dd className="text-ink">{dateOf(verification.submittedAt)}</dd>
            <dt className={termClasses}>Residential Address</dt>
            <dd className="min-w-0 break-words text-ink">{verification.residentialAddress}</dd>
            <dt className={termClasses}>Place of work</dt>
            <dd className="min-w-0 break-words text-ink">{verification.placeOfWork}</dd>
            <dt className={termClasses}>Country</dt>
            <dd className="text-ink">{countryName(verification.country)}</dd>
            {verification.reviewedAt && (
              <>
                <dt className={termClasses}>Reviewed</dt>
                <dd className="text-ink">{dateOf(verification.reviewedAt)}</dd>
              </>
            )}
            {verification.reviewNote && (
              <>
                <dt className={termClasses}>Reason</dt>
                <dd className="min-w-0 break-words text-ink">{verification.reviewNote}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-2">
            {/* The owner-or-staff route: the server records each staff read in the audit log. */}
            <a
              href={verification.nationalIdUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <FileIcon aria-hidden="true" className="size-4" />
              View ID
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {verification.status === 'pending' && <ReviewActions verification={verification} />}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">This traveler has not sent their address and national ID yet.</p>
      )}
    </DetailSection>
  );
}
