import { TripsScreen } from '../../features/trips/components/trips-screen';

export default function TripsRoute() {
  return <TripsScreen />;
}
