import { DeliveriesScreen } from '../../features/deliveries/components/deliveries-screen';

export default function DeliveryOrderRoute() {
  return <DeliveriesScreen />;
}
