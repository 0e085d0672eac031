import { DeliveryTrackingScreen } from '../../features/deliveries/components/delivery-tracking-screen';

export default function DeliveryTrackingRoute() {
  return <DeliveryTrackingScreen />;
}
