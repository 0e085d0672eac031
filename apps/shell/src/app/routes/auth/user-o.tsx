import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function UserORoute() {
  return (
    <AuthScreenInProgress
      title="Are you a Sender or a Traveler?"
      purpose="Here you will choose how you want to use Tote first; you can switch views later."
    />
  );
}
