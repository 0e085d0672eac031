import { TravelerProfileScreen } from '@tote/web/traveler-profile-screen';
import { paths } from '../../config/paths';

/** spec §2 "Traveler profile view" (/traveler-p?id=<userId>). */
export default function TravelerPRoute() {
  return <TravelerProfileScreen back={{ href: paths.home.getHref(), label: 'Back to Overview' }} />;
}
