import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel, fieldIds } from './field-parts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  label: ReactNode;
  /**
   * A message from packages/validation (docs/product/messages.md); turns the border red and sets
   * aria-invalid.
   */
  error?: ReactNode;
  hint?: ReactNode;
  /** Shows a red asterisk and sets aria-required (validation itself lives in @tote/validation). */
  required?: boolean;
  /** Content inside the box before the text, e.g. "$" on a price. */
  startAdornment?: ReactNode;
  /** Content inside the box after the text, e.g. a show/hide button. */
  endAdornment?: ReactNode;
  /** Classes for the outer wrapper (label + box + messages). */
  wrapperClassName?: string;
};

export function TextField({
  label,
  error,
  hint,
  required,
  id,
  startAdornment,
  endAdornment,
  wrapperClassName,
  className,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = fieldIds(inputId);
  const invalid = Boolean(error);

  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative flex items-center">
        {startAdornment && (
          <span className="pointer-events-none absolute left-3 flex items-center text-muted">
            {startAdornment}
          </span>
        )}
        <input
          {...inputProps}
          id={inputId}
          type={type}
          // Native `required` would pop the browser's own bubble instead of our message
          // (docs/product/messages.md).
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint != null && ids.hint, invalid && ids.error, extraDescribedBy)}
          className={cx(
            controlClasses(invalid),
            'min-h-11',
            startAdornment ? 'pl-8' : undefined,
            endAdornment ? 'pr-12' : undefined,
            className,
          )}
        />
        {endAdornment && <span className="absolute right-1 flex items-center">{endAdornment}</span>}
      </div>
      {hint != null && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
