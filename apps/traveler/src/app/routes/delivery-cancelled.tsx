import { DeliveryCancelledScreen } from '../../features/deliveries/components/delivery-cancelled-screen';

export default function DeliveryCancelledRoute() {
  return <DeliveryCancelledScreen />;
}
