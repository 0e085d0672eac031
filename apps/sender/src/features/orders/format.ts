import { countryName } from '@tote/validation/countries';
import type { Courier } from '@tote/validation/orders';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "12 Mar 2026, 14:05" in the reader's locale and time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/** "Amina is carrying your items on Kenya Airways KQ 101, landing 12 Mar 2026, 14:05". */
export function courierLine(courier: Courier): string {
  const flight = [courier.airline, courier.flightNumber].filter(Boolean).join(' ');
  const on = flight ? ` on ${flight}` : '';
  return `${courier.travelerName} is carrying your items${on}, landing ${formatDateTime(courier.arrivalAt)}`;
}

/** "KN 5 Rd 12, Kigali, Rwanda": an address and its country's name (orders hold the ISO 3166-1 code). */
export const addressLine = (address: string, countryCode: string) =>
  `${address}, ${countryName(countryCode)}`;

/** "Laptop, Charger and 2 more" for a table cell; the full list is on the order's page. */
export function itemList(itemNames: readonly string[], shown = 3): string {
  if (itemNames.length <= shown) return itemNames.join(', ');
  return `${itemNames.slice(0, shown).join(', ')} and ${itemNames.length - shown} more`;
}
