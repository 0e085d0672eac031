import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function SignupTRoute() {
  return (
    <AuthScreenInProgress
      title="Create your traveler account"
      purpose="Here travelers will sign up with their full name, email, country and a password, then confirm their email."
    />
  );
}
