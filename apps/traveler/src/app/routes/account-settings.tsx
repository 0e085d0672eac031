import { AccountSettingsScreen } from '@tote/web/account-settings-screen';
import { paths } from '../../config/paths';

/** spec §2 Account settings: a sub-page of the profile, with a back arrow to /profile-t. */
export default function AccountSettingsRoute() {
  return <AccountSettingsScreen profileHref={paths.profile.getHref()} />;
}
