import { AdminMessagesScreen } from '../../features/messages/components/admin-messages-screen';

/** spec §2 /admin-m: the staff side of every support thread (senders and travelers). */
export default function AdminMessagesRoute() {
  return <AdminMessagesScreen />;
}
