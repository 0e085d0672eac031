import { NewPasswordScreen } from '../../../features/auth/components/new-password-screen';

export default function NewPasswordRoute() {
  return <NewPasswordScreen />;
}
