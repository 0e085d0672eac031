// The receiver tracking page's path, apart from the schemas in receiver-links.ts: the shell's router reads it
// on first load, which must not carry zod (the first-load JS budget, bench/size.mjs).

/** The shell's page a receiver link opens: `/track/<token>` (docs/decisions/021-receiver-link.md). */
export const RECEIVER_TRACKING_PATH_PREFIX = '/track/';
export const receiverTrackingPath = (token: string) => `${RECEIVER_TRACKING_PATH_PREFIX}${token}`;
