import { ApiError } from '@tote/api-client/api-error';
import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { UsersIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import type { AdminUserDetail } from '@tote/validation/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAdminUser } from '../api/get-admin-user';
import { DisputesSection } from './user-disputes-section';
import { MoneySection } from './user-money-section';
import { OrdersSection } from './user-orders-section';
import { ProfileSection } from './user-profile-section';
import { TripsSection } from './user-trips-section';
import { VerificationSection } from './verification-section';

/**
 * docs/product/admin.md, /admin-p?id=<user id> (opened from a /user card): the person's profile, their
 * verification and national ID, their latest orders or trips, a traveler's money, and deactivate or reactivate.
 */
export function UserDetailScreen({ userId, after }: { userId: string; after?: ReactNode }) {
  const user = useAdminUser(userId);
  const title = user.data?.fullName ?? 'User profile';
  return (
    <ContentLayout title={title} back={{ href: paths.users.getHref(), label: 'Go Back' }}>
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        {user.isPending ? (
          <LoadingState label="Loading the profile" />
        ) : user.isError ? (
          user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400) ? (
            <EmptyState
              icon={<UsersIcon className="size-6" />}
              title="User not found"
              description="This person’s account does not exist. Find them under Users."
              action={
                <Link to={paths.users.getHref()} className={buttonClasses({ variant: 'outline' })}>
                  Go to Users
                </Link>
              }
            />
          ) : (
            <LoadError error={user.error} onRetry={() => user.refetch()} retrying={user.isFetching} />
          )
        ) : (
          <>
            <UserDetail user={user.data} />
            {after}
          </>
        )}
      </div>
    </ContentLayout>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const showVerification = user.isTraveler || user.verification !== null;
  return (
    <>
      <ProfileSection user={user} />
      {showVerification && <VerificationSection user={user} />}
      {(user.isSender || user.orders.length > 0) && <OrdersSection orders={user.orders} />}
      {(user.isTraveler || user.trips.length > 0) && <TripsSection trips={user.trips} />}
      {/* A wallet is a traveler's: a sender's payments are on each order's /dev-d. */}
      {user.isTraveler && <MoneySection userId={user.id} />}
      {(user.isSender || user.isTraveler) && <DisputesSection userId={user.id} />}
    </>
  );
}
