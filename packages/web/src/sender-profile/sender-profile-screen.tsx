import { PersonProfileScreen } from '../person-profile/person-profile-screen';
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
  return (
    <PersonProfileScreen
      noun="sender"
      useProfile={useSenderProfile}
      notFoundDescription="There is no sender here, or their profile is only shown to the travelers who carry their deliveries."
      noReviewsDescription="Travelers review a sender once a delivery arrives."
      facts={(sender) => [{ label: 'Items sent', value: sender.itemsSent }]}
      back={back}
      messageHref={messageHref}
    />
  );
}
