import type { Server } from 'node:net';

/** One turn of the event loop; two in a row have a poll phase (where listeners accept) between them. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** At most this many turns are spent accepting before the listeners close anyway (a steady flood). */
const MAX_TURNS = 100;

/**
 * Stops accepting connections on every listener without resetting the ones already waiting to be accepted.
 *
 * The kernel completes a connection before the event loop accepts it, and the client (the proxy) may already
 * have sent its request on it. Closing a listener resets every connection still in its backlog; a proxy must not
 * send such a request again to another instance (it was sent, and a POST is not idempotent), so a person would
 * get a 502 from a rolling restart. It happened on a loaded machine: the fleet test's rolling restart, on CI.
 *
 * So the event loop first accepts what is waiting, turn after turn until a turn accepts nothing, and the
 * listeners close in the same tick as that last check. What was accepted is served like any other request
 * (`return503OnClosing: false`, app.ts). Only a connection completed in the microseconds between the last poll
 * and the close can still be reset; a proxy that stops sending first (docs/deploy.md) closes that gap too.
 */
export async function stopAccepting(servers: readonly Server[]): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted++;
  };
  for (const server of servers) server.on('connection', count);
  try {
    for (let turn = 0; turn < MAX_TURNS; turn++) {
      const before = accepted;
      await nextTurn();
      await nextTurn();
      if (accepted === before) break;
    }
  } finally {
    for (const server of servers) server.off('connection', count);
  }
  for (const server of servers) if (server.listening) server.close();
}
