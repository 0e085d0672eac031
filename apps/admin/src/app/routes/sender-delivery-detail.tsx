import { OrderDetailScreen } from '../../features/delivery-orders/components/order-detail-screen';

export default function SenderDeliveryDetailRoute() {
  return <OrderDetailScreen />;
}
