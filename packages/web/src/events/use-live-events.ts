// The live event stream (ADR 010): mounted once per role app, by RoleAppLayout (signed-in screens only), with
// the app's own map.

import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type EventConnectionState, subscribeToEvents } from '@tote/api-client/events';
import type { LiveEvent } from '@tote/validation/events';
import { useEffect, useRef, useState } from 'react';

/** Which cached queries an event makes stale; each app names its own keys. */
export type LiveInvalidations = {
  [Type in LiveEvent['type']]?: (event: Extract<LiveEvent, { type: Type }>) => readonly QueryKey[];
};

/**
 * Listens to the live event stream once (mount it in the app's provider, under QueryClientProvider) and marks
 * the queries each event names stale, so what is on screen refetches: no polling. After a reconnect every query
 * is marked stale (events older than the server keeps cannot be replayed). Returns the connection state for a
 * quiet "reconnecting" hint.
 *
 *   const state = useLiveEvents({
 *     'notification.created': () => [queryKeys.notifications],
 *     'order.changed': (e) => [queryKeys.orders.lists(), queryKeys.orders.overview(), queryKeys.orders.detail(e.deliveryId)],
 *   });
 */
export function useLiveEvents(invalidations: LiveInvalidations, enabled = true): EventConnectionState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<EventConnectionState>('connecting');
  // The latest mapping without resubscribing when the caller passes a new object each render.
  const latest = useRef(invalidations);
  latest.current = invalidations;

  // A subscription to something outside React (the stream), not data loading: an effect is the place for it.
  useEffect(() => {
    // No EventSource (jsdom in component tests, very old browsers): no live updates, screens refetch on focus.
    if (!enabled || typeof EventSource === 'undefined') return;
    return subscribeToEvents({
      onEvent(event) {
        const keysOf = latest.current[event.type] as ((e: LiveEvent) => readonly QueryKey[]) | undefined;
        for (const queryKey of keysOf?.(event) ?? []) void queryClient.invalidateQueries({ queryKey });
      },
      onStateChange: setState,
      onReconnect() {
        void queryClient.invalidateQueries();
      },
    });
  }, [enabled, queryClient]);

  return state;
}
