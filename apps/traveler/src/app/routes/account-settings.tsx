import { AccountSettingsScreen } from '@tote/web/account-settings-screen';
import { paths } from '../../config/paths';

/**
 * docs/product/traveler.md, /account-settings: a sub-page of the profile, with a back arrow to /profile-t.
 */
export default function AccountSettingsRoute() {
  return <AccountSettingsScreen profileHref={paths.profile.getHref()} />;
}
