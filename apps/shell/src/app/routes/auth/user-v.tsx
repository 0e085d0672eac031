import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function UserVRoute() {
  return (
    <AuthScreenInProgress
      title="Verify as a Traveler"
      purpose="Here travelers will give their residential and work address and upload a national ID for review."
    />
  );
}
