import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function ConfirmAccountRoute() {
  return (
    <AuthScreenInProgress
      title="Confirm your account"
      subtitle="Enter the verification code sent to you."
      purpose="Here you will type the 6-character code from your email before it expires."
    />
  );
}
