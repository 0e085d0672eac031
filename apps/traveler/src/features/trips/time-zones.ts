import { timeZonesOf } from '@tote/validation/airport-time-zones';
import { countryName } from '@tote/validation/countries';

export interface TimeZoneOption {
  value: string;
  label: string;
}

const labelOf = (zone: string) => zone.replaceAll('_', ' ');

let everyZone: TimeZoneOption[] | undefined;

/** Every IANA zone the browser knows, as select options ("Africa/Dar_es_Salaam" reads "Africa/Dar es Salaam"). */
function allTimeZoneOptions(): TimeZoneOption[] {
  everyZone ??= Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: labelOf(zone) }));
  return everyZone;
}

/** "GMT-5" for the zone now: what tells New York from Chicago at a glance. */
function offsetOf(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts();
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return ''; // a zone this browser does not know: its name alone
  }
}

/**
 * The options of an airport's time zone field: the zones of the chosen country (with their offset, when it has
 * several), or every zone while no country is chosen or none is known for it. The current value always stays
 * choosable (e.g. an alias the browser's list spells differently).
 */
export function timeZoneOptions(country: string, current: string): TimeZoneOption[] {
  const zones = timeZonesOf(country);
  const options =
    zones.length === 0
      ? allTimeZoneOptions()
      : zones.map((zone) => ({
          value: zone,
          label: zones.length > 1 ? `${labelOf(zone)} (${offsetOf(zone)})` : labelOf(zone),
        }));
  return current && !options.some((option) => option.value === current)
    ? [{ value: current, label: labelOf(current) }, ...options]
    : options;
}

/** The field's hint when the traveler must choose: "United States has 29 time zones: choose the airport's." */
export function timeZoneHint(country: string): string | undefined {
  const count = timeZonesOf(country).length;
  return count > 1 ? `${countryName(country)} has ${count} time zones: choose the airport’s.` : undefined;
}
