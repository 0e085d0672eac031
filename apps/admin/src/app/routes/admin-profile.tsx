import { ActiveLogScreen } from '../../features/active-log/components/active-log-screen';

export default function AdminProfileRoute() {
  return <ActiveLogScreen />;
}
