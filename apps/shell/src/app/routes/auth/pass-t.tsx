import { EmailCodeScreen } from '../../../features/auth/components/email-code-screen';

export default function PassTRoute() {
  return <EmailCodeScreen />;
}
