import { countryName } from '@tote/validation/countries';
import type { Trip } from '@tote/validation/trips';

// Formats several admin features show (a feature never imports another: docs/style.md).

/**
 * docs/product/admin.md, /admin-l sender card: "from Nigeria to Kigali, Rwanda" (orders hold ISO 3166-1
 * codes).
 */
export const orderRoute = (order: {
  pickupCountry: string;
  deliveryAddress: string;
  deliveryCountry: string;
}) =>
  `from ${countryName(order.pickupCountry)} to ${order.deliveryAddress}, ${countryName(order.deliveryCountry)}`;

/** "from Lagos, Nigeria to Kigali, Rwanda". */
export const tripRoute = (
  trip: Pick<Trip, 'departureCity' | 'departureCountry' | 'arrivalCity' | 'arrivalCountry'>,
) =>
  `from ${trip.departureCity}, ${countryName(trip.departureCountry)} to ${trip.arrivalCity}, ${countryName(trip.arrivalCountry)}`;

/** "12 Mar 2026, 14:05 (Africa/Lagos)": a flight time as the airport's clock reads it. */
export function airportTime(iso: string, timeZone?: string): string {
  const time = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return timeZone ? `${time} (${timeZone.replaceAll('_', ' ')})` : time;
}

/** "2.5 kg" without float noise (weights arrive as kilograms with up to three decimals). */
export const kg = (weightKg: number) => `${Number(weightKg.toFixed(3))} kg`;

/** "12 Mar 2026, 14:05" in the staff member's own clock: when money moved. */
export const dayAndTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
