import { OverviewScreen } from '../../features/deliveries/components/overview-screen';

export default function TravelerHomeRoute() {
  return <OverviewScreen />;
}
