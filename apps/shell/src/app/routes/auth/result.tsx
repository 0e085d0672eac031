import { AuthScreenInProgress } from '../../../features/auth/components/auth-screen-in-progress';

export default function ResultRoute() {
  return (
    <AuthScreenInProgress
      title="Details received"
      purpose="Here you will see that your verification details arrived and that we will email you once they are reviewed."
    />
  );
}
