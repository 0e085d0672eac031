import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function ForgotPasswordRoute() {
  return (
    <AuthScreenInProgress
      title="Forgot password"
      subtitle="Enter the email used to register your account."
      purpose="Here you will request a verification code to reset your password."
    />
  );
}
