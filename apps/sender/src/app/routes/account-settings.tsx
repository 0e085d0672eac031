import { AccountSettingsScreen } from '../../features/account-settings/components/account-settings-screen';

export default function AccountSettingsRoute() {
  return <AccountSettingsScreen />;
}
