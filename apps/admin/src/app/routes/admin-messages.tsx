import { AdminMessagesScreen } from '../../features/messages/components/admin-messages-screen';

/** docs/product/admin.md, /admin-m: the staff side of every support thread (senders and travelers). */
export default function AdminMessagesRoute() {
  return <AdminMessagesScreen />;
}
