import { countryName } from '@tote/validation/countries';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026, 14:05" in the reader's locale and time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "12 Mar 2026, 14:05" as the clock reads at a place (an airport's IANA zone), e.g. a flight's local times. */
export function formatAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** "Laptop, Charger and 2 more" for a table cell; the full list is on the delivery's page. */
export function itemList(itemNames: readonly string[], shown = 3): string {
  if (itemNames.length <= shown) return itemNames.join(', ');
  return `${itemNames.slice(0, shown).join(', ')} and ${itemNames.length - shown} more`;
}

/** "Lagos, Nigeria". */
export const place = (city: string, country: string) => `${city}, ${countryName(country)}`;

/** The Overview's next-delivery line (spec §2: "You're 5 Hours Away"), from the live flight time. */
export function hoursAwayText(hours: number): string {
  if (hours < 0) return 'You’ve landed';
  if (hours === 0) return 'You’re less than an hour away';
  return `You’re ${hours} ${hours === 1 ? 'Hour' : 'Hours'} Away`;
}
