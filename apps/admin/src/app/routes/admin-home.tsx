import { LoadingState } from '@tote/ui/load-states';
import { lazy, Suspense } from 'react';
import { AdminHomeScreen } from '../../features/home/components/admin-home-screen';

// Below the queues, in its own chunk (docs/decisions/018-reviews.md: the reported reviews).
const ReviewsModeration = lazy(() => import('../../features/reviews/components/reviews-moderation'));

export default function AdminHomeRoute() {
  return (
    <AdminHomeScreen
      after={
        <Suspense fallback={<LoadingState label="Loading the reported reviews" />}>
          <ReviewsModeration filter={{ kind: 'reported' }} />
        </Suspense>
      }
    />
  );
}
