import type { VolumeLimit } from '../../platform/volume-limits';

/**
 * The count rules of sharing trips, in one place (docs/product/messages.md, Limits that produce a message).
 */

const HOUR = 60 * 60 * 1000;

/**
 * New trips one traveler may share (OWASP API4:2023 unrestricted resource consumption, API6:2023 unrestricted
 * access to sensitive business flows): each trip lands on every staff member's review queue and live stream. A
 * traveler shares a flight or a round trip at a time; one planning a month of weekly commutes types eight or
 * so in one sitting. 10 in any hour takes that sitting, and 20 in any 24 hours two of them. Counted from the
 * traveler's own trips (cancelled and rejected too: staff saw each), so it holds across API instances.
 */
export const NEW_TRIP_LIMITS: readonly VolumeLimit[] = [
  { max: 10, windowMs: HOUR },
  { max: 20, windowMs: 24 * HOUR },
];
