import { AccountSettingsScreen } from '@tote/web/account-settings-screen';
import { paths } from '../../config/paths';

export default function AccountSettingsRoute() {
  return <AccountSettingsScreen profileHref={paths.profile.getHref()} />;
}
