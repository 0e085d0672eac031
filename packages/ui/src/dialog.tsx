import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** A close icon (aria-label "Close") in the corner, e.g. the request-success dialog. */
  showCloseButton?: boolean;
  /** Content above the title, e.g. a success icon. */
  icon?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const panelSizes = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

/** A modal on Headless UI Dialog: focus is trapped, Escape and a click outside close it. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  showCloseButton = false,
  icon,
  size = 'md',
  className,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-grey-900/50 transition-opacity duration-150 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          transition
          className={cx(
            'relative w-full rounded-card bg-surface p-6 shadow-xl transition duration-150 motion-reduce:transition-none',
            'data-closed:scale-95 data-closed:opacity-0',
            panelSizes[size],
            className,
          )}
        >
          {showCloseButton && (
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="focus-ring absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-control text-muted hover:bg-grey-100 hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
          {icon && <div className="mb-4 flex justify-center">{icon}</div>}
          <DialogTitle className={cx('text-lg font-semibold text-ink', showCloseButton && 'pr-8')}>
            {title}
          </DialogTitle>
          {description && <Description className="mt-2 text-sm text-muted">{description}</Description>}
          {children && <div className="mt-4">{children}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
