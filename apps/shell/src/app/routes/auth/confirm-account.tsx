import { ConfirmAccountScreen } from '../../../features/auth/components/confirm-account-screen';

export default function ConfirmAccountRoute() {
  return <ConfirmAccountScreen />;
}
