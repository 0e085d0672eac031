import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './class-names';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
};

/** A native checkbox (works in forms, with Space, and with every screen reader) in brand colour. */
export function Checkbox({ label, checked, onChange, description, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={cx('flex items-start gap-2', className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? descriptionId : undefined}
        className="focus-ring mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed"
      />
      <div className="flex flex-col">
        <label htmlFor={inputId} className="cursor-pointer text-sm text-ink">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
