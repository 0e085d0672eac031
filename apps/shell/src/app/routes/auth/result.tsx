import { VerificationReceivedScreen } from '../../../features/onboarding/components/verification-received-screen';

export default function ResultRoute() {
  return <VerificationReceivedScreen />;
}
