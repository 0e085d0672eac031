import { MailboxScreen } from '../../../features/mailbox/components/mailbox-screen';

export default function DevMailboxRoute() {
  return <MailboxScreen />;
}
