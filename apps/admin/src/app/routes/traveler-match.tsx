import { TravelerMatchScreen } from '../../features/delivery-orders/components/traveler-match-screen';

export default function TravelerMatchRoute() {
  return <TravelerMatchScreen />;
}
