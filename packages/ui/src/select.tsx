import { type ComponentPropsWithRef, type ReactNode, useId, useMemo } from 'react';
import { cx } from './class-names';
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel, fieldIds } from './field-parts';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'children'> & {
  label: ReactNode;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Shown while value is "" (an option that cannot be picked again). */
  placeholder?: string;
  wrapperClassName?: string;
};

/**
 * A native <select>: the platform's own picker on phones, full keyboard support (arrows, typing a
 * letter) and form autofill (e.g. country) for free, styled to match the text fields.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  placeholder,
  id,
  wrapperClassName,
  className,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const ids = fieldIds(selectId);
  const invalid = Boolean(error);
  // Built once per options array: a long list (every country) kept in a constant is not re-diffed on each
  // keystroke elsewhere in the form, since React skips an element it has seen before.
  const optionElements = useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled} className="text-ink">
          {option.label}
        </option>
      )),
    [options],
  );

  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          {...rest}
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint != null && ids.hint, invalid && ids.error)}
          className={cx(
            controlClasses(invalid),
            'min-h-11 cursor-pointer appearance-none pr-10',
            value === '' && 'text-grey-500',
            className,
          )}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {optionElements}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
      </div>
      {hint != null && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
