import { TripFormScreen } from '../../features/trips/components/trip-form-screen';

export default function TravelerRequestRoute() {
  return <TripFormScreen />;
}
