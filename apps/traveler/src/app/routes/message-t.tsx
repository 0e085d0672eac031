import { MessagesScreen } from '@tote/web/messages-screen';

/**
 * docs/product/traveler.md, /message-t: the traveler's chat with Admin and with the senders of the orders
 * they carry.
 */
export default function MessageTRoute() {
  return (
    <MessagesScreen description="Your chat with the Tote team and with the senders of the orders you carry." />
  );
}
