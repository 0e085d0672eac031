import { ReceiptScreen } from '../../features/orders/components/receipt-screen';

export default function ReceiptRoute() {
  return <ReceiptScreen />;
}
