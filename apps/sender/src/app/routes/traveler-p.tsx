import { TravelerProfileScreen } from '@tote/web/traveler-profile-screen';
import { paths } from '../../config/paths';

/**
 * docs/product/sender.md, /traveler-p: the traveler carrying one of this sender's deliveries (the API decides
 * who may see).
 */
export default function TravelerProfileRoute() {
  return (
    <TravelerProfileScreen
      back={{ href: paths.delivery.getHref(), label: 'Back to Delivery' }}
      messageHref={(deliveryId) => paths.message.getHref(deliveryId)}
    />
  );
}
