import { SecondFactorScreen } from '../../../features/auth/components/second-factor-screen';

export default function SecondFactorRoute() {
  return <SecondFactorScreen />;
}
