import { countryName } from '@tote/validation/countries';

/** "Laptop, Charger and 2 more" for a table cell; the full list is on the delivery's page. */
export function itemList(itemNames: readonly string[], shown = 3): string {
  if (itemNames.length <= shown) return itemNames.join(', ');
  return `${itemNames.slice(0, shown).join(', ')} and ${itemNames.length - shown} more`;
}

/** "KN 5 Rd 12, Kigali, Rwanda": an address and its country's name (deliveries hold the ISO 3166-1 code). */
export const addressLine = (address: string, countryCode: string) =>
  `${address}, ${countryName(countryCode)}`;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026, 14:05" in the reader's locale and time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
