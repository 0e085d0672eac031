import { PasswordChangedScreen } from '../../../features/auth/components/password-changed-screen';

export default function LoginConfirmationRoute() {
  return <PasswordChangedScreen />;
}
