import { appHref } from '@tote/ui';
import { buttonClasses } from '@tote/ui/button';
import { SuccessIcon } from '@tote/ui/icons';
import { AuthLayout } from '../../../components/auth-layout';
import { RequireSignedIn } from './require-signed-in';

/**
 * docs/product/accounts.md, Onboarding (/result): the verification details arrived; staff review them and
 * email the outcome.
 */
export function VerificationReceivedScreen() {
  return (
    <RequireSignedIn>
      {({ user }) => (
        <AuthLayout title="Received" traveler>
          <div className="flex flex-col items-center text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-600">
              <SuccessIcon aria-hidden="true" className="size-9" />
            </span>
            <p className="mt-4 text-muted">
              Thank you, {user.fullName}. We have received your details. Our team will check them and send you
              an email at <span className="font-semibold wrap-anywhere text-ink">{user.email}</span> once they
              are verified.
            </p>
            <a
              href={appHref('traveler', '/traveler-home')}
              className={`${buttonClasses({ size: 'lg', fullWidth: true })} mt-6`}
            >
              Go to traveler home
            </a>
          </div>
        </AuthLayout>
      )}
    </RequireSignedIn>
  );
}
