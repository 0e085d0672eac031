import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from './class-names';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from './icons';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone: ToastTone;
  /** Milliseconds before it goes away; the provider's default unless told. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastRecord extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time on screen in milliseconds. */
  duration?: number;
}

export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const lastId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    const id = `toast-${lastId.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/* The live region is always in the page, so toasts added to it are announced. */}
      <ol
        aria-live="polite"
        aria-relevant="additions text"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} duration={toast.duration ?? duration} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

const toneStyles: Record<ToastTone, { card: string; icon: typeof InfoIcon }> = {
  success: { card: 'border-success-600', icon: SuccessIcon },
  error: { card: 'border-danger-600', icon: AlertIcon },
  info: { card: 'border-brand-600', icon: InfoIcon },
};
const iconColours: Record<ToastTone, string> = {
  success: 'text-success-600',
  error: 'text-danger-600',
  info: 'text-brand-600',
};

function ToastCard({
  toast,
  duration,
  onDismiss,
}: {
  toast: ToastRecord;
  duration: number;
  onDismiss: (id: string) => void;
}) {
  // WCAG 2.2.1: the timer waits while the pointer or keyboard focus is on the toast.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, onDismiss, toast.id]);

  const { card, icon: Icon } = toneStyles[toast.tone];
  return (
    <li
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={cx(
        'pointer-events-auto flex w-full max-w-sm animate-toast-in motion-reduce:animate-none items-start gap-3 rounded-card border-l-4 bg-surface p-4 shadow-lg',
        card,
      )}
    >
      <Icon className={cx('mt-0.5 size-5 shrink-0', iconColours[toast.tone])} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm text-muted">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss"
        className="focus-ring -m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-control text-muted hover:bg-grey-100 hover:text-ink"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
