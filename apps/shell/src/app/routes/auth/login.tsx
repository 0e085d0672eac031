import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function LoginRoute() {
  return (
    <AuthScreenInProgress
      title="Sign in"
      purpose="Here you will sign in with your email and password, or continue with a social account."
    />
  );
}
