import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function LoginConfirmationRoute() {
  return (
    <AuthScreenInProgress
      title="Password changed"
      purpose="Here you will see that your new password is saved and can sign in with it."
    />
  );
}
