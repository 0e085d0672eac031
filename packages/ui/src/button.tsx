import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { SpinnerGraphic } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-accent-500 text-grey-900 hover:bg-accent-400 active:bg-accent-600',
  outline: 'border border-brand-600 bg-surface text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'bg-transparent text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  danger: 'bg-danger-600 text-white hover:bg-danger-700 active:bg-danger-800',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 text-sm gap-1.5',
  md: 'min-h-10 px-4 text-sm gap-2',
  lg: 'min-h-12 px-6 text-base gap-2',
};

/** Button look for other elements, e.g. a router <Link className={buttonClasses({ variant: 'outline' })}>. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyle = {}): string {
  return cx(
    'focus-ring inline-flex items-center justify-center rounded-control font-semibold whitespace-nowrap',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variantClasses[variant],
    sizeClasses[size],
    fullWidth && 'w-full',
  );
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyle & {
    /** Shows a spinner and blocks clicks while an action runs; the label stays for screen readers. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // Default to "button" so a button inside a form never submits it by accident.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClasses({ variant, size, fullWidth }), className)}
    >
      {loading && <SpinnerGraphic size="sm" />}
      {children}
    </button>
  );
}
