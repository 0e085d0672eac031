import { SettingsScreen } from '../../features/admin-profile/components/staff-settings';

export default function SettingsRoute() {
  return <SettingsScreen />;
}
