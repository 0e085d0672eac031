import { PaymentSuccessfulScreen } from '../../features/orders/components/payment-successful-screen';

export default function PaymentSuccessfulRoute() {
  return <PaymentSuccessfulScreen />;
}
