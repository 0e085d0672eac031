import { profileFactLabels } from '@tote/validation/profiles';
import { PersonProfileScreen } from '../person-profile/person-profile-screen';
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
  return (
    <PersonProfileScreen
      noun="traveler"
      useProfile={useTravelerProfile}
      notFoundDescription="There is no traveler here, or their profile is only shown to the senders whose deliveries they carry."
      noReviewsDescription="Senders review a traveler once a delivery arrives."
      facts={(traveler) => [{ label: profileFactLabels.deliveriesCarried, value: traveler.itemsDelivered }]}
      back={back}
      messageHref={messageHref}
    />
  );
}
