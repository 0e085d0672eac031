import { SignUpScreen } from '../../../features/auth/components/sign-up-screen';

export default function SignUpRoute() {
  return <SignUpScreen kind="sender" />;
}
