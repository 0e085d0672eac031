import { HomeScreen } from '../../features/orders/components/home-screen';

export default function HomeRoute() {
  return <HomeScreen />;
}
