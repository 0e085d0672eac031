import { useState } from 'react';

export const CURRENCIES = [
  { code: 'NGN', symbol: '₦', name: 'Nigerian naira' },
  { code: 'USD', symbol: '$', name: 'US dollar' },
  { code: 'GBP', symbol: '£', name: 'British pound' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'CAD', symbol: 'CA$', name: 'Canadian dollar' },
  { code: 'RWF', symbol: 'FRw', name: 'Rwandan franc' },
  { code: 'KES', symbol: 'KSh', name: 'Kenyan shilling' },
] as const;

export const COUNTRIES = [
  { code: 'NG', name: 'Nigeria' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'RW', name: 'Rwanda' },
  { code: 'KE', name: 'Kenya' },
  { code: 'GH', name: 'Ghana' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export type CountryCode = (typeof COUNTRIES)[number]['code'];

const currencyCodes: readonly string[] = CURRENCIES.map((c) => c.code);
const countryCodes: readonly string[] = COUNTRIES.map((c) => c.code);

interface Locale {
  currency: CurrencyCode;
  country: CountryCode;
}

/**
 * A stored choice is one of the listed codes each. Checked by hand, not with a zod schema: the footer is on
 * every shell page, and zod would be a fifth of the landing page's first-load JS (budget: bench/size.mjs).
 */
function isLocale(value: unknown): value is Locale {
  if (typeof value !== 'object' || value === null) return false;
  const { currency, country } = value as Record<string, unknown>;
  return (
    typeof currency === 'string' &&
    currencyCodes.includes(currency) &&
    typeof country === 'string' &&
    countryCodes.includes(country)
  );
}

export const LOCALE_STORAGE_KEY = 'tote.locale';
// The footer's currency and country selector (docs/product/accounts.md, Landing page) starts on a Nigerian
// currency and Nigeria.
const DEFAULT_LOCALE: Locale = { currency: 'NGN', country: 'NG' };

/** The saved choice, or the default when nothing (or something unreadable) is stored. */
function readStoredLocale(): Locale {
  try {
    const raw = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (!raw) return DEFAULT_LOCALE;
    const stored: unknown = JSON.parse(raw);
    return isLocale(stored) ? { currency: stored.currency, country: stored.country } : DEFAULT_LOCALE;
  } catch {
    // Storage disabled (private mode) or corrupt JSON: the default is the right answer, nothing to report.
    return DEFAULT_LOCALE;
  }
}

function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(locale));
  } catch (error) {
    // The choice still applies for this visit; it just will not survive a reload.
    console.warn('Could not save the currency and country choice', error);
  }
}

/** Currency and country shown in the footer, persisted in localStorage under `tote.locale`. */
export function useLocale() {
  const [locale, setLocale] = useState<Locale>(readStoredLocale);
  const update = (patch: Partial<Locale>) => {
    const next = { ...locale, ...patch };
    setLocale(next);
    storeLocale(next);
  };
  return [locale, update] as const;
}
