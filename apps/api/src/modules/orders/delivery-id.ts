import { randomInt } from 'node:crypto';
import { DELIVERY_ID_PATTERN } from '@tote/validation/orders';
import { BOOKING_ID_PATTERN } from '@tote/validation/trips';

// The characters DELIVERY_ID_PATTERN allows: digits and capitals without 0/O, 1/I/L, so an ID read aloud or
// copied from a screenshot is typed right. 31^6 ≈ 887 million IDs; a collision is retried (orders.service.ts).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

function generateId(prefix: string, pattern: RegExp): string {
  let id = prefix;
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  if (!pattern.test(id)) throw new Error(`generated an invalid id ${id}`);
  return id;
}

/** A new random Delivery ID such as TT-7K3Q9M (crypto randomness: IDs are not guessable in sequence). */
export const generateDeliveryId = (): string => generateId('TT-', DELIVERY_ID_PATTERN);

/** A new random trip Booking ID such as BK-7K3Q9M, drawn like delivery ids (a clash is retried). */
export const generateBookingId = (): string => generateId('BK-', BOOKING_ID_PATTERN);
