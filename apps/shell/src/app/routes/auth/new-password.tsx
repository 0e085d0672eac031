import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function NewPasswordRoute() {
  return (
    <AuthScreenInProgress
      title="New password"
      subtitle="Try not to misplace it this time."
      purpose="Here you will choose a new password and confirm it."
    />
  );
}
