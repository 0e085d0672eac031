import { randomInt } from 'node:crypto';
import { DELIVERY_ID_PATTERN } from '@tote/validation/orders';

// The characters DELIVERY_ID_PATTERN allows: digits and capitals without 0/O, 1/I/L, so an ID read aloud or
// copied from a screenshot is typed right. 31^6 ≈ 887 million IDs; a collision is retried (orders.service.ts).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

/** A new random Delivery ID such as TT-7K3Q9M (crypto randomness: IDs are not guessable in sequence). */
export function generateDeliveryId(): string {
  let id = 'TT-';
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  if (!DELIVERY_ID_PATTERN.test(id)) throw new Error(`generated an invalid delivery id ${id}`);
  return id;
}
