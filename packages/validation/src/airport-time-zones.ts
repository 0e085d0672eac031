import { type CountryCode, isCountryCode } from './countries';
import { COUNTRY_TIME_ZONES } from './country-time-zones';

/**
 * The time zones an airport in the country can be in (docs/product/traveler.md, The trip form: times are the
 * airports' local times): one for most countries, several for the United States, Russia, Brazil …; none known
 * for an uninhabited territory or an empty choice.
 */
export function timeZonesOf(country: string): string[] {
  if (!isCountryCode(country)) return [];
  return COUNTRY_TIME_ZONES[country as CountryCode]?.split(' ') ?? [];
}

/** The zone an airport of the country is in when there is only one; undefined when the traveler must choose. */
export function onlyTimeZoneOf(country: string): string | undefined {
  const zones = timeZonesOf(country);
  return zones.length === 1 ? zones[0] : undefined;
}
