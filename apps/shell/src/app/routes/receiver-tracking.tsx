import { useParams } from 'react-router-dom';
import { ReceiverTrackingScreen } from '../../features/receiver-tracking/components/receiver-tracking-screen';

export default function ReceiverTrackingRoute() {
  const { token = '' } = useParams();
  return <ReceiverTrackingScreen token={token} />;
}
