import { TravelerProfileScreen } from '@tote/web/traveler-profile-screen';
import { paths } from '../../config/paths';

/** docs/product/traveler.md, a traveler's public profile (/traveler-p?id=<userId>). */
export default function TravelerPRoute() {
  return (
    <TravelerProfileScreen
      back={{ href: paths.home.getHref(), label: 'Back to Overview' }}
      messageHref={(deliveryId) => paths.messages.getHref(deliveryId)}
    />
  );
}
