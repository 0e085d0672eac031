import { DeliveryOrdersScreen } from '../../features/delivery-orders/components/delivery-orders-screen';

export default function AdminOrdersRoute() {
  return <DeliveryOrdersScreen />;
}
