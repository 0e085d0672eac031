/**
 * Suggestions for the country fields (the spec's sample routes and the footer's default, Nigeria); the field
 * takes any country, so this is a convenience, not a rule.
 */
export const COUNTRY_SUGGESTIONS = [
  'Australia',
  'Canada',
  'Ghana',
  'Kenya',
  'Nigeria',
  'Rwanda',
  'South Africa',
  'Tanzania',
  'Uganda',
  'United Kingdom',
  'United States',
];
