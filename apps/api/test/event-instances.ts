import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';
import { type AccountsTestApp, buildAccountsTestApp } from './accounts';
import { closeInstances, secondInstance } from './second-instance';

// The proof that live events cross API instances (docs/decisions/010-live-events.md): on PostgreSQL
// (DATABASE_URL) two API instances share one database: A takes the writes, B serves the streams, so every
// event a test sees crossed instances through LISTEN/NOTIFY. On PGlite there is one instance (A is B) and the
// same tests prove the in-process path.

export interface EventInstances {
  a: AccountsTestApp;
  b: App;
  /** Where B listens (the streams connect here). */
  baseUrl: string;
  close(): Promise<void>;
}

/** Short intervals, so heartbeats and session checks happen within a test. */
export const EVENT_TEST_INTERVALS = { heartbeatMs: 30, sessionCheckMs: 30 };

export async function startEventInstances(
  intervals: { heartbeatMs: number; sessionCheckMs: number } = EVENT_TEST_INTERVALS,
): Promise<EventInstances> {
  const a = await buildAccountsTestApp({ events: intervals });
  const b = await secondInstance(a, { events: intervals });
  await b.listen({ port: 0, host: '127.0.0.1' });
  return {
    a,
    b,
    baseUrl: `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`,
    close: () => closeInstances(a, b),
  };
}
