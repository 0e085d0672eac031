import { allCountries } from 'country-region-data';
import { countryName } from './countries';

/**
 * A profile's State (docs/product/sender.md, Edit Profile): a first-level subdivision of the profile's country,
 * from the country-region-data package (states, provinces, regions, counties by ISO 3166-1 code). About 130 KB,
 * so the client loads this module only when Edit Profile opens; the API checks every save with it.
 */
const REGIONS = new Map<string, readonly string[]>(
  allCountries.map(([, code, regions]) => [code, regions.map(([name]) => name)]),
);

/**
 * The states to choose from for a country, in the package's order; empty where no list fits (a territory whose
 * one "region" is itself, or an unknown country): the state is then written freely.
 */
export function regionsOf(country: string): readonly string[] {
  const regions = REGIONS.get(country) ?? [];
  return regions.length > 1 ? regions : [];
}

/** Whether `state` may be saved with `country`: one of its states, or any text where it has no list. */
export function isRegionOf(country: string, state: string): boolean {
  const regions = regionsOf(country);
  return regions.length === 0 || regions.includes(state.trim());
}

/** "Choose a state of Rwanda please!": a state saved with a country it does not belong to. */
export const regionNotInCountryMessage = (country: string) =>
  `Choose a state of ${countryName(country)} please!`;
