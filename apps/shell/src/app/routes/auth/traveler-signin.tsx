import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function TravelerSigninRoute() {
  return (
    <AuthScreenInProgress
      title="Sign in as a traveler"
      purpose="Here travelers will sign in with their email and password."
    />
  );
}
