import { DeliveryCancelledScreen } from '../../features/orders/components/delivery-cancelled-screen';

export default function DeliveryCancelledRoute() {
  return <DeliveryCancelledScreen />;
}
