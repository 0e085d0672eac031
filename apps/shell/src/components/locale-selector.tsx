import { ChevronDownIcon } from '@tote/ui/icons';
import { useId } from 'react';
import { COUNTRIES, type CountryCode, CURRENCIES, type CurrencyCode, useLocale } from '../lib/locale';

/** A labelled select styled for the dark footer. */
function FooterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-grey-300 uppercase">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className="focus-ring w-full appearance-none rounded-control border border-grey-600 bg-grey-800 py-2 pr-9 pl-3 text-sm text-white"
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-grey-300"
        />
      </div>
    </div>
  );
}

const currencyOptions = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: `${currency.symbol} ${currency.code} — ${currency.name}`,
}));
const countryOptions = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** Footer currency and country choice; remembered on this device. */
export function LocaleSelector() {
  const [locale, setLocale] = useLocale();
  return (
    <div className="grid gap-3 sm:grid-cols-[3fr_2fr]">
      <FooterSelect<CurrencyCode>
        label="Currency"
        value={locale.currency}
        options={currencyOptions}
        onChange={(currency) => setLocale({ currency })}
      />
      <FooterSelect<CountryCode>
        label="Country"
        value={locale.country}
        options={countryOptions}
        onChange={(country) => setLocale({ country })}
      />
    </div>
  );
}
