import { SenderMatchScreen } from '../../features/delivery-orders/components/sender-match-screen';

export default function SenderMatchRoute() {
  return <SenderMatchScreen />;
}
