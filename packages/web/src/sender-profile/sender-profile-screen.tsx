import { ApiError } from '@tote/api-client/api-error';
import { Avatar } from '@tote/ui/avatar';
import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, UserIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { ProfileCard } from '@tote/ui/profile-card';
import { ReviewsList } from '@tote/ui/reviews-list';
import { Spinner } from '@tote/ui/spinner';
import type { SenderProfile } from '@tote/validation/reviews';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProfileActions } from '../reviews/profile-actions';
import { useSenderProfile } from './get-sender-profile';

export interface SenderProfileScreenProps {
  back?: { href: string; label: string };
  /** The app's chat of a delivery: the Message link. */
  messageHref?: (deliveryId: string) => string;
}

/**
 * A sender's profile as the traveler who carried for them sees it (/sender-p?id=<userId> in the traveler app,
 * docs/product/traveler.md): "star rating, Reviews (count), Add Review and a Message link", with the reviews.
 */
export function SenderProfileScreen({ back, messageHref }: SenderProfileScreenProps) {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('id')?.trim() ?? '';
  return (
    <ContentLayout title="Sender Profile" back={back}>
      {userId ? (
        <Content userId={userId} messageHref={messageHref} />
      ) : (
        <NotFound description="This link names no sender. Open a sender from one of your deliveries." />
      )}
    </ContentLayout>
  );
}

function Content({ userId, messageHref }: { userId: string; messageHref?: (deliveryId: string) => string }) {
  const profile = useSenderProfile(userId);
  if (profile.isPending)
    return (
      <div className="flex justify-center px-4 py-10">
        <Spinner size="lg" label="Loading the sender's profile" />
      </div>
    );
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404)
      return (
        <NotFound description="There is no sender here, or their profile is only shown to the travelers who carry their deliveries." />
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
  return <Details sender={profile.data} messageHref={messageHref} />;
}

function Details({
  sender,
  messageHref,
}: {
  sender: SenderProfile;
  messageHref?: (deliveryId: string) => string;
}) {
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <ProfileCard
        profile={{
          fullName: sender.fullname,
          state: sender.state,
          country: sender.country,
          rating: sender.rating,
          reviewCount: sender.reviewCount,
        }}
        photo={<Avatar size="lg" name={sender.fullname} src={sender.avatarUrl ?? undefined} />}
        facts={[{ label: 'Items sent', value: sender.itemsSent }]}
        actions={
          <ProfileActions
            fullName={sender.fullname}
            reviewDueFor={sender.reviewDueFor}
            sharedDeliveryId={sender.sharedDeliveryId}
            messageHref={messageHref}
          />
        }
      />
      <section aria-labelledby="sender-reviews" className="flex flex-col gap-3">
        <h2 id="sender-reviews" className="text-lg font-semibold text-ink">
          Reviews ({sender.reviewCount})
        </h2>
        <ReviewsList
          reviews={sender.reviews}
          emptyDescription="Travelers review a sender once a delivery arrives."
        />
      </section>
    </div>
  );
}

function NotFound({ description }: { description: ReactNode }) {
  return (
    <EmptyState icon={<UserIcon className="size-6" />} title="Sender not found" description={description} />
  );
}
