import { useId, useState } from 'react';
import { cx } from './class-names';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** Controlled visibility, so two fields can share one toggle (/new-password, docs/product/accounts.md). */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Hide this field's own toggle when another field's toggle controls it. Default true. */
  showToggle?: boolean;
  /** Ids of other inputs this toggle also reveals (for aria-controls). */
  toggleControls?: string[];
};

export function PasswordField({
  visible: visibleProp,
  onVisibleChange,
  showToggle = true,
  toggleControls = [],
  id,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = visibleProp ?? ownVisible;

  function toggle() {
    const next = !visible;
    if (visibleProp === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
  }

  const Icon = visible ? EyeOffIcon : EyeIcon;
  return (
    <TextField
      {...rest}
      id={inputId}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        showToggle ? (
          <button
            type="button"
            onClick={toggle}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={[inputId, ...toggleControls].join(' ')}
            className={cx(
              'focus-ring inline-flex size-9 items-center justify-center rounded-control text-muted',
              'hover:bg-grey-100 hover:text-ink',
            )}
          >
            <Icon className="size-5" />
          </button>
        ) : undefined
      }
    />
  );
}
