// Test-only: fresh ids and codes for the stubs the apps' tests build. One counter per test file (each file runs
// in its own module graph), so no two stubs of a file share an id.

let sequence = 0;
/** The contract's alphabet for Delivery IDs and booking ids: no 0, 1, I, L or O. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The counter's next number. */
export function nextNumber(): number {
  sequence += 1;
  return sequence;
}

/** A UUID made of `n` (by default the counter's next number). */
export const uuidOf = (n: number = nextNumber()) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A fresh code: the prefix, a dash and six characters of the alphabet (`TT`: a Delivery ID, `BK`: a booking id). */
export function nextCode(prefix: string): string {
  let n = nextNumber();
  let suffix = '';
  for (let i = 0; i < 6; i += 1) {
    suffix = ALPHABET[n % ALPHABET.length] + suffix;
    n = Math.floor(n / ALPHABET.length);
  }
  return `${prefix}-${suffix}`;
}

/** A fresh, valid Delivery ID (TT- and six characters of the contract's alphabet). */
export const nextDeliveryId = () => nextCode('TT');
