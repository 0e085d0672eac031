import { ActiveLog } from '../../features/active-log/components/active-log-screen';
import { OwnProfileScreen } from '../../features/admin-profile/components/own-profile-screen';

export default function AdminProfileRoute() {
  return <OwnProfileScreen activeLog={<ActiveLog />} />;
}
