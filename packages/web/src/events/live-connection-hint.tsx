import type { EventConnectionState } from '@tote/api-client/events';

/**
 * The quiet sign that live updates paused (the "reconnecting" hint, docs/product/sender.md): a small line at
 * the bottom of the screen while the stream reconnects, never during the first connect, gone once it is live
 * again. Not an alert: nothing is lost, the screen refreshes itself once the connection is back.
 */
export function LiveConnectionHint({ state }: { state: EventConnectionState }) {
  if (state !== 'reconnecting') return null;
  return (
    <p
      role="status"
      className="pointer-events-none fixed bottom-3 left-1/2 z-40 -translate-x-1/2 rounded-full bg-ink/80 px-3 py-1 text-xs font-medium text-white shadow"
    >
      Reconnecting…
    </p>
  );
}
