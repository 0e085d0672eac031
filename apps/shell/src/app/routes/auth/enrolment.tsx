import { EnrolmentScreen } from '../../../features/auth/components/enrolment-screen';

export default function EnrolmentRoute() {
  return <EnrolmentScreen />;
}
