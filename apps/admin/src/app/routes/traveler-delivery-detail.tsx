import { TripDetailScreen } from '../../features/delivery-orders/components/trip-detail-screen';

export default function TravelerDeliveryDetailRoute() {
  return <TripDetailScreen />;
}
