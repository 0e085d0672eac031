import { type CountryCode, countryName, countryOptions, isCountryCode } from '@tote/validation/countries';
import { Select, type SelectOption, type SelectProps } from './select';

export type CountrySelectProps = Omit<SelectProps, 'options' | 'autoComplete'> & {
  /**
   * Offer only these codes (e.g. the profile's countries, packages/validation/src/profiles.ts), in this
   * order; default every country by name.
   */
  codes?: readonly CountryCode[];
};

let everyCountry: SelectOption[] | undefined;
function allOptions(): SelectOption[] {
  everyCountry ??= countryOptions().map(({ code, name }) => ({ value: code, label: name }));
  return everyCountry;
}

/**
 * A country field: the value is an ISO 3166-1 alpha-2 code, the options show English names (Intl.DisplayNames,
 * no name list shipped). A native <select>, so typing a name's first letters jumps to it, the arrows move, and
 * the browser can autofill the country code (autocomplete="country"). A current value outside `codes` (a
 * country chosen at sign-up) stays choosable; one that is no country (the migration's "ZZ") shows the
 * placeholder, so the person has to pick a real one.
 */
export function CountrySelect({
  codes,
  value,
  placeholder = 'Choose a country',
  ...rest
}: CountrySelectProps) {
  const known = isCountryCode(value) ? value : '';
  let options = allOptions();
  if (codes) {
    const listed = known && !codes.includes(known) ? [known, ...codes] : codes;
    options = listed.map((code) => ({ value: code, label: countryName(code) }));
  }
  return (
    <Select {...rest} autoComplete="country" options={options} value={known} placeholder={placeholder} />
  );
}
