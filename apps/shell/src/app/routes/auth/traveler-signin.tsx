import { LoginScreen } from '../../../features/auth/components/login-screen';

export default function TravelerSignInRoute() {
  return <LoginScreen variant="traveler" />;
}
