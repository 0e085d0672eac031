/**
 * Keys of the queries several apps share, in one place, so a change in one feature refreshes what another shows
 * (an order placed in the sender app adds a notification; a profile change updates the top bar's session).
 */
export const webQueryKeys = {
  session: ['session'] as const,
  notifications: { all: ['notifications'] as const },
  profiles: {
    profile: (userId: string) => ['profiles', userId] as const,
    reviews: (userId: string) => ['profiles', userId, 'reviews'] as const,
    traveler: (userId: string) => ['profiles', userId, 'traveler'] as const,
    sender: (userId: string) => ['profiles', userId, 'sender'] as const,
  },
  /** Reviews (docs/decisions/018-reviews.md): an order's two reviews; a change also refreshes ['profiles']. */
  reviews: {
    all: ['reviews'] as const,
    order: (deliveryId: string) => ['reviews', 'order', deliveryId] as const,
  },
  /** Chats. `all` is the prefix of every key below (a live reconnect refreshes them all). */
  conversations: {
    all: ['conversations'] as const,
    /** Every conversation list (`list(query)` for each side/search). */
    lists: () => ['conversations', 'list'] as const,
    list: (query: { side?: string; q?: string } = {}) => ['conversations', 'list', query] as const,
    /** My chat with Admin. */
    support: () => ['conversations', 'support'] as const,
    /** An order's delivery chat. */
    order: (deliveryId: string) => ['conversations', 'order', deliveryId] as const,
    /** The messages of one conversation (an infinite query, pages backwards). */
    messages: (conversationId: string) => ['conversations', conversationId, 'messages'] as const,
  },
  /** Disputes (ADR 019): an order's, the staff queue, a person's; `all` is the prefix of every key. */
  disputes: {
    all: ['disputes'] as const,
    order: (deliveryId: string) => ['disputes', 'order', deliveryId] as const,
    conversation: (disputeId: string) => ['disputes', disputeId, 'conversation'] as const,
    queue: (status: string) => ['disputes', 'queue', status] as const,
    user: (userId: string) => ['disputes', 'user', userId] as const,
  },
};
