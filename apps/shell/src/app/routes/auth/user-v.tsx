import { TravelerVerificationScreen } from '../../../features/onboarding/components/traveler-verification-screen';

export default function UserVRoute() {
  return <TravelerVerificationScreen />;
}
