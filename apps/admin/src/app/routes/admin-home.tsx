import { AdminHomeScreen } from '../../features/home/components/admin-home-screen';

export default function AdminHomeRoute() {
  return <AdminHomeScreen />;
}
