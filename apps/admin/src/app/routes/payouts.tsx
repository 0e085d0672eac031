import { PayoutsScreen } from '../../features/payouts/components/payouts-screen';

export default function PayoutsRoute() {
  return <PayoutsScreen />;
}
