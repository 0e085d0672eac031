import { useParams } from 'react-router-dom';
import { TestCheckoutScreen } from '../../features/test-checkout/components/test-checkout-screen';

export default function TestCheckoutRoute() {
  const { sessionId = '' } = useParams();
  return <TestCheckoutScreen sessionId={sessionId} />;
}
