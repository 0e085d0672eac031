import { MessagesScreen } from '@tote/web/messages-screen';

/**
 * docs/product/sender.md, /message: the sender's chats with Admin and with the travelers carrying their orders.
 */
export default function MessageRoute() {
  return (
    <MessagesScreen description="Your chat with the Tote team and with the travelers carrying your orders." />
  );
}
