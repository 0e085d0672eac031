import { DisputesScreen } from '../../features/disputes/components/disputes-screen';

export default function DisputesRoute() {
  return <DisputesScreen />;
}
