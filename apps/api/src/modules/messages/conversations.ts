import { commonErrors } from '@tote/validation/contract';
import {
  type Conversation,
  type ConversationList,
  type ConversationListQuery,
  ConversationListQuerySchema,
  messageErrors,
  messageMessages,
} from '@tote/validation/messages';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { isUuid, one, present } from './conversation-view';
import type { MessagesDeps } from './messages.deps';
import * as repo from './messages.repo';

/*
 * The conversations themselves: the list, the person's support thread with the staff ("Admin"), and an order's
 * delivery thread between its sender and its traveler. Messages in them: chat.ts.
 */

const STAFF_LIST_LIMIT = 100;

type Deps = Pick<MessagesDeps, 'db' | 'clock'>;

/** The user's support thread, made with its greeting from Admin the first time (two first opens make one). */
async function ensureSupport(
  { db, clock }: Deps,
  user: Pick<SessionUser, 'id' | 'fullName'>,
): Promise<string> {
  const existing = await repo.findSupportConversationId(db, user.id);
  if (existing) return existing;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const id = await repo.insertConversation(tx, { kind: 'support', userId: user.id, createdAt: now });
    if (!id) return;
    const firstName = user.fullName.trim().split(/\s+/)[0] || user.fullName;
    const greeting = await repo.insertMessage(tx, {
      conversationId: id,
      authorId: null,
      authorIsStaff: true,
      body: messageMessages.greeting(firstName),
      createdAt: now,
    });
    await publishOnCommit(tx, [user.id], {
      type: 'message.created',
      conversationId: id,
      messageId: String(greeting.id),
    });
  });
  const id = await repo.findSupportConversationId(db, user.id);
  if (!id) throw new Error('the support conversation was not made');
  return id;
}

/** Staff: the support threads (by side and search); everyone else: their own threads. */
export async function listConversations(
  deps: Deps,
  viewer: SessionUser,
  query: ConversationListQuery,
): Promise<ConversationList> {
  const { db } = deps;
  let conversations: Conversation[];
  if (viewer.isStaff) {
    const { side, q } = ConversationListQuerySchema.parse(query);
    const views = await repo.listSupportConversations(db, side, q || undefined, STAFF_LIST_LIMIT);
    conversations = await present(deps, viewer, { staff: true }, views);
  } else {
    // The Admin thread shows its unread greeting before it was ever opened (docs/product/lifecycles.md,
    // Conversations).
    if (viewer.isSender || viewer.isTraveler) await ensureSupport(deps, viewer);
    const views = await repo.listUserConversations(db, viewer.id);
    conversations = await present(deps, viewer, { userId: viewer.id }, views);
  }
  return { conversations, unread: conversations.reduce((sum, c) => sum + c.unread, 0) };
}

/** The viewer's own support thread. */
export async function support(deps: Deps, viewer: SessionUser): Promise<Conversation> {
  return one(deps, viewer, await ensureSupport(deps, viewer));
}

/** Staff: a sender's or traveler's support thread (made with its greeting if they never opened it). */
export async function supportOf(deps: Deps, viewer: SessionUser, userId: string): Promise<Conversation> {
  const user = isUuid(userId) ? await repo.findSupportUser(deps.db, userId) : null;
  if (!user) throw raise(commonErrors.notFound);
  return one(deps, viewer, await ensureSupport(deps, user));
}

/** The order's delivery thread, made when first opened once the order has a traveler. */
export async function forOrder(deps: Deps, viewer: SessionUser, deliveryId: string): Promise<Conversation> {
  const { db, clock } = deps;
  const order = await repo.findOrderForChat(db, deliveryId);
  const allowed = order && (viewer.isStaff || order.senderId === viewer.id || order.travelerId === viewer.id);
  if (!order || !allowed) throw raise(commonErrors.notFound);
  let id = await repo.findDeliveryConversationId(db, order.orderId);
  if (!id) {
    if (!order.travelerId) throw raise(messageErrors.noTraveler);
    await repo.insertConversation(db, { kind: 'delivery', orderId: order.orderId, createdAt: clock.now() });
    id = await repo.findDeliveryConversationId(db, order.orderId);
    if (!id) throw new Error('the delivery conversation was not made');
  }
  return one(deps, viewer, id);
}
