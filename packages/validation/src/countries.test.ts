import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  CountryCodeSchema,
  CountryFieldSchema,
  countryMessages,
  countryName,
  countryOptions,
  UNKNOWN_COUNTRY,
} from './countries';

describe('countries', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['NG', 'RW', 'US', 'GB', 'CA']));
    expect(COUNTRY_CODES).not.toContain('UK');
  });

  it('takes a code in any case and refuses free text', () => {
    expect(CountryCodeSchema.parse(' ng ')).toBe('NG');
    const result = CountryCodeSchema.safeParse('Nigeria');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Choose a country from the list please!');
    expect(CountryCodeSchema.safeParse('EU').success).toBe(false);
  });

  it('names a country in the reader language', () => {
    expect(countryName('RW')).toBe('Rwanda');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('??')).toBe('??');
    expect(countryName('gb')).toBe('gb');
    expect(countryName(UNKNOWN_COUNTRY)).toBe('Unknown Region');
    expect(COUNTRY_CODES).not.toContain(UNKNOWN_COUNTRY);
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options[0]?.name).toBe('Afghanistan');
  });

  it('a form field: empty gets its own message, free text the list message', () => {
    const field = CountryFieldSchema('Enter the country please!');
    expect(field.parse('gb')).toBe('GB');
    expect(field.safeParse('  ').error?.issues[0]?.message).toBe('Enter the country please!');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Enter the country please!');
    expect(field.safeParse('United Kingdom').error?.issues[0]?.message).toBe(countryMessages.countryInvalid);
    expect(field.safeParse(UNKNOWN_COUNTRY).error?.issues[0]?.message).toBe(countryMessages.countryInvalid);
  });
});
