// Apart from the screen so that an app's entry can ask for the chat the address opens (app/prefetch.ts) under
// the screen's own reading of it, without loading the screen.

/** `?conversation=<id>`: the Messages screen opens that conversation, found in the list. */
export function conversationIdOf(searchParams: URLSearchParams): string | undefined {
  return searchParams.get('conversation')?.trim() || undefined;
}

/**
 * `?order=<deliveryId>`: the Messages screen opens the order's delivery chat (Message Traveler / Message
 * Sender), unless the address also names a conversation, which wins.
 */
export function chatDeliveryIdOf(searchParams: URLSearchParams): string | undefined {
  return conversationIdOf(searchParams) ? undefined : searchParams.get('order')?.trim() || undefined;
}
