import type { TravelerStatus } from '@tote/validation/accounts';
import { countryName } from '@tote/validation/countries';

/** A traveler's verification as staff read it on /user and /admin-p. */
export const travelerStatusLabels: Record<TravelerStatus, string> = {
  unverified: 'Not verified',
  pending: 'Verification pending',
  verified: 'Verified',
  rejected: 'Verification rejected',
};

export const travelerStatusTones: Record<TravelerStatus, string> = {
  unverified: 'bg-grey-100 text-grey-700',
  pending: 'bg-accent-50 text-accent-800',
  verified: 'bg-success-50 text-success-700',
  rejected: 'bg-danger-50 text-danger-700',
};

/**
 * docs/product/admin.md, /user card: "city and country", i.e. "Lagos, Nigeria" (people hold an ISO 3166-1
 * code).
 */
export const placeOf = (person: { state: string | null; country: string }) =>
  [person.state, countryName(person.country)].filter(Boolean).join(', ');

export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 Mar 2026". */
export const dateOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
