import { DeliveryTrackingScreen } from '../../features/orders/components/delivery-tracking-screen';

export default function DeliveryTrackingRoute() {
  return <DeliveryTrackingScreen />;
}
