import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function PassTRoute() {
  return (
    <AuthScreenInProgress
      title="Check your email"
      purpose="Here travelers will enter the 6-character code we email them to confirm their address."
    />
  );
}
