import { ApiError } from '@tote/api-client/api-error';
import { Avatar } from '@tote/ui/avatar';
import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, UserIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { ProfileCard } from '@tote/ui/profile-card';
import { ReviewsList } from '@tote/ui/reviews-list';
import { Spinner } from '@tote/ui/spinner';
import { profileFactLabels } from '@tote/validation/profiles';
import type { TravelerProfile } from '@tote/validation/trips';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProfileActions } from '../reviews/profile-actions';
import { useTravelerProfile } from './get-traveler-profile';

export interface TravelerProfileScreenProps {
  /** Where the back arrow leads (the screen the person came from in this app). */
  back?: { href: string; label: string };
  /** The app's chat of a delivery: the Message link (docs/decisions/018-reviews.md). */
  messageHref?: (deliveryId: string) => string;
}

/**
 * A traveler's public profile (/traveler-p?id=<userId>, docs/product/sender.md): the traveler's photo,
 * location, count of items delivered, rating and reviews. Routes take no parameters
 * (docs/product/overview.md), so the traveler travels in the query.
 */
export function TravelerProfileScreen({ back, messageHref }: TravelerProfileScreenProps) {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('id')?.trim() ?? '';
  return (
    <ContentLayout title="Traveler Profile" back={back}>
      {userId ? (
        <TravelerProfileContent userId={userId} messageHref={messageHref} />
      ) : (
        <NotFound description="This link names no traveler. Open a traveler from one of your deliveries." />
      )}
    </ContentLayout>
  );
}

function TravelerProfileContent({
  userId,
  messageHref,
}: {
  userId: string;
  messageHref?: (deliveryId: string) => string;
}) {
  const profile = useTravelerProfile(userId);
  if (profile.isPending)
    return (
      <div className="flex justify-center px-4 py-10">
        <Spinner size="lg" label="Loading the traveler's profile" />
      </div>
    );
  if (profile.isError) {
    // 404: no such traveler, or one this account may not see (the API does not tell which).
    if (profile.error instanceof ApiError && profile.error.status === 404)
      return (
        <NotFound description="There is no traveler here, or their profile is only shown to the senders whose deliveries they carry." />
      );
    return (
      <EmptyState
        icon={<AlertIcon className="size-6" />}
        title="We could not load this profile"
        description={<span role="alert">{profile.error.message}</span>}
        action={
          <Button variant="outline" onClick={() => profile.refetch()} loading={profile.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  return <TravelerProfileDetails traveler={profile.data} messageHref={messageHref} />;
}

function TravelerProfileDetails({
  traveler,
  messageHref,
}: {
  traveler: TravelerProfile;
  messageHref?: (deliveryId: string) => string;
}) {
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <ProfileCard
        profile={{
          fullName: traveler.fullname,
          state: traveler.state,
          country: traveler.country,
          rating: traveler.rating,
          reviewCount: traveler.reviewCount,
        }}
        photo={<Avatar size="lg" name={traveler.fullname} src={traveler.avatarUrl ?? undefined} />}
        facts={[{ label: profileFactLabels.deliveriesCarried, value: traveler.itemsDelivered }]}
        actions={
          <ProfileActions
            fullName={traveler.fullname}
            reviewDueFor={traveler.reviewDueFor}
            sharedDeliveryId={traveler.sharedDeliveryId}
            messageHref={messageHref}
          />
        }
      />
      <section aria-labelledby="traveler-reviews" className="flex flex-col gap-3">
        <h2 id="traveler-reviews" className="text-lg font-semibold text-ink">
          Reviews ({traveler.reviewCount})
        </h2>
        <ReviewsList
          reviews={traveler.reviews}
          emptyDescription="Senders review a traveler once a delivery arrives."
        />
      </section>
    </div>
  );
}

function NotFound({ description }: { description: ReactNode }) {
  return (
    <EmptyState icon={<UserIcon className="size-6" />} title="Traveler not found" description={description} />
  );
}
