import { DeliveriesScreen } from '../../features/orders/components/deliveries-screen';

export default function DeliveryRoute() {
  return <DeliveriesScreen />;
}
