import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function SignUpRoute() {
  return (
    <AuthScreenInProgress
      title="Create your employer account"
      purpose="Here senders will create an account with their full name, email, country and a password."
    />
  );
}
