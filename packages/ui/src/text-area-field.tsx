import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel, fieldIds } from './field-parts';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  /** A message from packages/validation; turns the border red and sets aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  wrapperClassName?: string;
};

/** A multi-line text field (a review, a reply, a reason), labelled and described like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  wrapperClassName,
  className,
  rows = 4,
  'aria-describedby': extraDescribedBy,
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const ids = fieldIds(fieldId);
  const invalid = Boolean(error);
  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        {...props}
        id={fieldId}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint != null && ids.hint, invalid && ids.error, extraDescribedBy)}
        className={cx(controlClasses(invalid), 'py-2', className)}
      />
      {hint != null && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
