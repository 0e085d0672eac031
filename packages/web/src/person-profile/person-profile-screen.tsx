import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/api-error';
import { Avatar } from '@tote/ui/avatar';
import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, UserIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { ProfileCard, type ProfileFact } from '@tote/ui/profile-card';
import { ReviewsList } from '@tote/ui/reviews-list';
import { Spinner } from '@tote/ui/spinner';
import type { SenderProfile } from '@tote/validation/reviews';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProfileActions } from '../reviews/profile-actions';

/** What a sender's and a traveler's public profile share: the card, the actions and the reviews. */
export type PublicProfile = Pick<
  SenderProfile,
  'fullname' | 'avatarUrl' | 'state' | 'country' | 'rating' | 'reviewCount' | 'reviews'
> & { reviewDueFor?: string | null; sharedDeliveryId?: string | null };

export interface PersonProfileScreenProps<P extends PublicProfile> {
  /** Who the profile is of, lower case ('sender', 'traveler'): the title, the loading label, not found. */
  noun: string;
  /** The profile's query (the API answers 404 for no such person and for one the viewer may not see). */
  useProfile: (userId: string) => UseQueryResult<P, Error>;
  /** Shown when the API answers 404. */
  notFoundDescription: ReactNode;
  /** Shown in place of the reviews before there is one. */
  noReviewsDescription: ReactNode;
  /** The facts under the rating (items sent, deliveries carried). */
  facts: (profile: P) => ProfileFact[];
  /** Where the back arrow leads (the screen the person came from in this app). */
  back?: { href: string; label: string };
  /** The app's chat of a delivery: the Message link (docs/decisions/018-reviews.md). */
  messageHref?: (deliveryId: string) => string;
}

/**
 * A person's public profile, read from `?id=<userId>`: routes take no parameters (docs/product/overview.md),
 * so the person travels in the query. Used by the sender and the traveler profile screens.
 */
export function PersonProfileScreen<P extends PublicProfile>({
  back,
  ...props
}: PersonProfileScreenProps<P>) {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('id')?.trim() ?? '';
  const Noun = capitalise(props.noun);
  return (
    <ContentLayout title={`${Noun} Profile`} back={back}>
      {userId ? (
        <Content userId={userId} {...props} />
      ) : (
        <NotFound
          noun={props.noun}
          description={`This link names no ${props.noun}. Open a ${props.noun} from one of your deliveries.`}
        />
      )}
    </ContentLayout>
  );
}

function Content<P extends PublicProfile>({
  userId,
  noun,
  useProfile,
  notFoundDescription,
  ...rest
}: Omit<PersonProfileScreenProps<P>, 'back'> & { userId: string }) {
  const profile = useProfile(userId);
  if (profile.isPending)
    return (
      <div className="flex justify-center px-4 py-10">
        <Spinner size="lg" label={`Loading the ${noun}'s profile`} />
      </div>
    );
  if (profile.isError) {
    // 404: no such person, or one this account may not see (the API does not tell which).
    if (profile.error instanceof ApiError && profile.error.status === 404)
      return <NotFound noun={noun} description={notFoundDescription} />;
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
  return <Details person={profile.data} noun={noun} {...rest} />;
}

function Details<P extends PublicProfile>({
  person,
  noun,
  facts,
  noReviewsDescription,
  messageHref,
}: Pick<PersonProfileScreenProps<P>, 'noun' | 'facts' | 'noReviewsDescription' | 'messageHref'> & {
  person: P;
}) {
  const reviewsHeadingId = `${noun}-reviews`;
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <ProfileCard
        profile={{
          fullName: person.fullname,
          state: person.state,
          country: person.country,
          rating: person.rating,
          reviewCount: person.reviewCount,
        }}
        photo={<Avatar size="lg" name={person.fullname} src={person.avatarUrl ?? undefined} />}
        facts={facts(person)}
        actions={
          <ProfileActions
            fullName={person.fullname}
            reviewDueFor={person.reviewDueFor}
            sharedDeliveryId={person.sharedDeliveryId}
            messageHref={messageHref}
          />
        }
      />
      <section aria-labelledby={reviewsHeadingId} className="flex flex-col gap-3">
        <h2 id={reviewsHeadingId} className="text-lg font-semibold text-ink">
          Reviews ({person.reviewCount})
        </h2>
        <ReviewsList reviews={person.reviews} emptyDescription={noReviewsDescription} />
      </section>
    </div>
  );
}

function NotFound({ noun, description }: { noun: string; description: ReactNode }) {
  return (
    <EmptyState
      icon={<UserIcon className="size-6" />}
      title={`${capitalise(noun)} not found`}
      description={description}
    />
  );
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
