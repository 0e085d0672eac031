import { LoadingState } from '@tote/ui/load-states';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActiveLog } from '../../features/active-log/components/active-log';
import { OwnProfileScreen } from '../../features/admin-profile/components/own-profile-screen';
import { UserDetailScreen } from '../../features/users/components/user-detail-screen';

const ReviewsModeration = lazy(() => import('../../features/reviews/components/reviews-moderation'));

/** /admin-p?id=<user id>: a person's profile (opened from /user); without `id`: the staff member's own. */
export default function AdminProfileRoute() {
  const [searchParams] = useSearchParams();
  const userId = (searchParams.get('id') ?? '').trim();
  return userId ? (
    <UserDetailScreen
      userId={userId}
      after={
        <Suspense fallback={<LoadingState label="Loading the reviews" />}>
          <ReviewsModeration filter={{ kind: 'about', userId }} />
        </Suspense>
      }
    />
  ) : (
    <OwnProfileScreen activeLog={<ActiveLog />} />
  );
}
