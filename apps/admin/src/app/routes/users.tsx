import { UsersScreen } from '../../features/users/components/users-screen';

export default function UsersRoute() {
  return <UsersScreen />;
}
