import { countryName } from '@tote/validation/countries';
import { formatMoney } from '@tote/validation/orders';
import type { Trip } from '@tote/validation/trips';

/** "12 Mar 2026, 14:05 (Africa/Lagos)": a flight time as the airport's clock reads it. */
export function airportTime(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return `${time} (${timeZone.replaceAll('_', ' ')})`;
}

export const route = (
  trip: Pick<Trip, 'departureCity' | 'departureCountry' | 'arrivalCity' | 'arrivalCountry'>,
) =>
  `${trip.departureCity}, ${countryName(trip.departureCountry)} → ${trip.arrivalCity}, ${countryName(trip.arrivalCountry)}`;

export const feeText = (trip: Pick<Trip, 'feePerKg'>) => `${formatMoney(trip.feePerKg)} per kg`;

export { tripStatusLabels } from '@tote/validation/trips';
