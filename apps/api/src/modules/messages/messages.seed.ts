import { demoChatStaffEmail, demoThreads } from '@tote/fixtures/demo/messages';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationReads, conversations, messages } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';
import { findOrderForChat } from './messages.repo';

const MINUTE_MS = 60_000;

/**
 * Loads the demo chats (packages/fixtures/src/demo/messages.ts) after the demo accounts and orders: support
 * threads with their greeting, delivery threads between the demo sender and traveler, and the read marks
 * that leave each demo sign-in some unread messages. No live events: nobody is listening during a seed.
 */
export async function seedDemoConversations(db: Database, now: Date): Promise<void> {
  const emails = [
    demoChatStaffEmail,
    ...demoThreads.flatMap((thread) => (thread.userEmail ? [thread.userEmail] : [])),
  ].map((email) => email.toLowerCase());
  const people = new Map(
    (
      await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  const staffId = people.get(demoChatStaffEmail.toLowerCase()) ?? null;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);

  await db.transaction(async (tx) => {
    for (const thread of demoThreads) {
      let sides: Record<'user' | 'sender' | 'traveler', string | null>;
      let values: typeof conversations.$inferInsert;
      const first = at(Math.max(...thread.messages.map((m) => m.minutesAgo)) + 1);
      if (thread.kind === 'support') {
        const userId = people.get((thread.userEmail ?? '').toLowerCase());
        if (!userId) throw new Error(`demo chat: no user ${thread.userEmail}`);
        sides = { user: userId, sender: null, traveler: null };
        values = { kind: 'support', userId, createdAt: first };
      } else {
        const order = await findOrderForChat(tx, thread.deliveryId ?? '');
        if (!order?.travelerId) throw new Error(`demo chat: ${thread.deliveryId} has no traveler`);
        sides = { user: null, sender: order.senderId, traveler: order.travelerId };
        values = { kind: 'delivery', orderId: order.orderId, createdAt: first };
      }
      const [conversation] = await tx.insert(conversations).values(values).returning();
      if (!conversation) throw new Error('demo chat: conversation insert returned nothing');
      const ids: number[] = [];
      for (const message of thread.messages) {
        const fromStaff = message.from === 'admin' || message.from === 'greeting';
        const authorId =
          message.from === 'admin' ? staffId : message.from === 'greeting' ? null : sides[message.from];
        const [row] = await tx
          .insert(messages)
          .values({
            conversationId: conversation.id,
            authorId,
            authorIsStaff: fromStaff,
            body: message.body,
            createdAt: at(message.minutesAgo),
          })
          .returning({ id: messages.id });
        if (row) ids.push(row.id);
      }
      for (const [side, count] of Object.entries(thread.read)) {
        const lastReadMessageId = ids[count - 1];
        if (!count || lastReadMessageId === undefined) continue;
        const userId = side === 'staff' ? null : sides[side as keyof typeof sides];
        await tx
          .insert(conversationReads)
          .values({ conversationId: conversation.id, userId, lastReadMessageId });
      }
    }
  });
}
