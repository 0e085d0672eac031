import { SenderProfileScreen } from '@tote/web/sender-profile-screen';
import { paths } from '../../config/paths';

/**
 * docs/product/traveler.md, /sender-p?id=<userId>: the profile of a sender whose delivery this traveler carries
 * or carried (star rating, Reviews (count), Add Review, Message); the API decides who may see.
 */
export default function SenderPRoute() {
  return (
    <SenderProfileScreen
      back={{ href: paths.deliveryOrder.getHref(), label: 'Back to Deliveries' }}
      messageHref={(deliveryId) => paths.messages.getHref(deliveryId)}
    />
  );
}
