import { RequestDeliveryScreen } from '../../features/orders/components/request-delivery-screen';

export default function RequestRoute() {
  return <RequestDeliveryScreen />;
}
