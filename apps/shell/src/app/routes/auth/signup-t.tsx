import { SignUpScreen } from '../../../features/auth/components/sign-up-screen';

export default function TravelerSignUpRoute() {
  return <SignUpScreen kind="traveler" />;
}
