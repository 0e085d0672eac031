import { countryName } from '@tote/validation/countries';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026, 14:05" in the reader's locale and time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "Lagos, Nigeria". */
export const place = (city: string, country: string) => `${city}, ${countryName(country)}`;

/**
 * The Overview's next-delivery line (docs/product/traveler.md: "You're 5 Hours Away"), from the live flight
 * time.
 */
export function hoursAwayText(hours: number): string {
  if (hours < 0) return 'You’ve landed';
  if (hours === 0) return 'You’re less than an hour away';
  return `You’re ${hours} ${hours === 1 ? 'Hour' : 'Hours'} Away`;
}
