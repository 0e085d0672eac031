import { ChevronDownIcon } from '@tote/ui/icons';
import { useId } from 'react';
import { COUNTRIES, type CountryCode, CURRENCIES, type CurrencyCode, useLocale } from '../lib/locale';

const selectClasses =
  'focus-ring w-full appearance-none rounded-control border border-grey-600 bg-grey-800 py-2 pr-9 pl-3 text-sm text-white';

/** Footer currency and country choice; remembered on this device. */
export function LocaleSelector() {
  const [locale, setLocale] = useLocale();
  const currencyId = useId();
  const countryId = useId();

  return (
    <div className="grid gap-3 sm:grid-cols-[3fr_2fr]">
      <div>
        <label
          htmlFor={currencyId}
          className="mb-1 block text-xs font-semibold tracking-wide text-grey-300 uppercase"
        >
          Currency
        </label>
        <div className="relative">
          <select
            id={currencyId}
            className={selectClasses}
            value={locale.currency}
            onChange={(event) => setLocale({ currency: event.target.value as CurrencyCode })}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.symbol} {currency.code} — {currency.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-grey-300"
          />
        </div>
      </div>
      <div>
        <label
          htmlFor={countryId}
          className="mb-1 block text-xs font-semibold tracking-wide text-grey-300 uppercase"
        >
          Country
        </label>
        <div className="relative">
          <select
            id={countryId}
            className={selectClasses}
            value={locale.country}
            onChange={(event) => setLocale({ country: event.target.value as CountryCode })}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-grey-300"
          />
        </div>
      </div>
    </div>
  );
}
