import { RoleChoiceScreen } from '../../../features/onboarding/components/role-choice-screen';

export default function UserORoute() {
  return <RoleChoiceScreen />;
}
