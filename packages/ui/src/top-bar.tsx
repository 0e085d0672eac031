import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from './avatar';
import { cx } from './class-names';
import { BellIcon } from './icons';
import { Spinner } from './spinner';

export interface TopBarNotification {
  id: string;
  title: ReactNode;
  body?: ReactNode;
  /** Already formatted, e.g. "2 hours ago". */
  time: string;
  avatarUrl?: string;
  /** Name for the avatar's initials and alt text. */
  avatarName?: string;
  /** Not seen yet: marked with a dot and "New" for screen readers. */
  unread?: boolean;
  /** What the notice is about (e.g. the order's tracking page): the whole item opens it. */
  href?: string;
}

/** The bell's part of the top bar (a role app's layout fills it from the notifications query). */
export interface TopBarNotificationsProps {
  notifications: TopBarNotification[];
  notificationsLoading?: boolean;
  /** Shown in the menu when the list could not be loaded. */
  notificationsError?: string;
  /** The bell's badge; the number of notifications unless told. */
  unreadCount?: number;
  /** Called each time the menu opens (e.g. to mark the notifications read). */
  onNotificationsOpen?: () => void;
}

export interface TopBarProps extends TopBarNotificationsProps {
  greeting: ReactNode;
  /** E.g. the "Go to Sender View" button. */
  actions?: ReactNode;
  user: { name: string; avatarUrl?: string };
  className?: string;
}

export function TopBar({
  greeting,
  actions,
  notifications,
  notificationsLoading = false,
  notificationsError,
  unreadCount = notifications.length,
  onNotificationsOpen,
  user,
  className,
}: TopBarProps) {
  return (
    <header
      className={cx(
        'sticky top-0 z-30 flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-surface px-3 py-2 wide:px-6 print:hidden',
        className,
      )}
    >
      <div className="min-w-0 flex-1 basis-40 text-ink">{greeting}</div>
      <div className="ml-auto flex items-center gap-2">
        {actions}
        <NotificationsMenu
          notifications={notifications}
          loading={notificationsLoading}
          error={notificationsError}
          unreadCount={unreadCount}
          onOpen={onNotificationsOpen}
        />
        <Avatar name={user.name} src={user.avatarUrl} size="md" />
      </div>
    </header>
  );
}

function NotificationsMenu({
  notifications,
  loading,
  error,
  unreadCount,
  onOpen,
}: {
  notifications: TopBarNotification[];
  loading: boolean;
  error?: string;
  unreadCount: number;
  onOpen?: () => void;
}) {
  const badgeId = useId();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // A disclosure popover (WAI-ARIA APG "Disclosure"), written here rather than taken from Headless UI: the
  // bell is on every role app's first screen, and Headless UI's popover with its positioning library was a
  // fifth of the first-load JS (budget: bench/size.mjs). Escape closes it and gives focus back to the bell; a
  // press or focus outside closes it.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Notifications"
        aria-describedby={unreadCount > 0 ? badgeId : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        className={cx(
          'focus-ring relative inline-flex size-10 items-center justify-center rounded-full text-grey-700 hover:bg-grey-100',
          open && 'bg-brand-50 text-brand-700',
        )}
      >
        <BellIcon className="size-5" />
        {unreadCount > 0 && (
          <span
            id={badgeId}
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs font-bold text-grey-900"
          >
            {unreadCount > 99 ? '99+' : unreadCount} <span className="sr-only">new</span>
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          tabIndex={-1}
          // Under the bell, its right edge on the bell's (the bell sits at the top bar's right end).
          className="absolute top-full right-0 z-40 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-card border border-line bg-surface shadow-lg outline-none"
        >
          <h2 id={headingId} className="border-b border-line px-4 py-3 text-sm font-semibold text-ink">
            Notifications
          </h2>
          {loading ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading notifications" />
            </div>
          ) : error ? (
            <p role="alert" className="px-4 py-6 text-center text-sm text-danger-700">
              {error}
            </p>
          ) : notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted">No notifications yet</p>
          ) : (
            // The notification menu is at most 300px tall; the rest scrolls.
            <section
              aria-labelledby={headingId}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard
              tabIndex={0}
              className="focus-ring max-h-[300px] overflow-y-auto"
            >
              <ul className="divide-y divide-grey-100">
                {notifications.map((notification) => (
                  <li
                    key={notification.id}
                    className={cx('relative flex gap-3 px-4 py-3', notification.href && 'hover:bg-grey-50')}
                  >
                    <Avatar
                      decorative
                      size="sm"
                      src={notification.avatarUrl}
                      name={
                        notification.avatarName ??
                        (typeof notification.title === 'string' ? notification.title : '')
                      }
                    />
                    <div className="min-w-0 flex-1">
                      <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
                        {notification.unread && (
                          <span className="size-2 shrink-0 rounded-full bg-accent-500">
                            <span className="sr-only">New: </span>
                          </span>
                        )}
                        {notification.href ? (
                          // A stretched link: the whole item opens it; the title names it.
                          <Link
                            to={notification.href}
                            onClick={() => setOpen(false)}
                            className="focus-ring rounded-sm after:absolute after:inset-0 hover:underline"
                          >
                            {notification.title}
                          </Link>
                        ) : (
                          notification.title
                        )}
                      </p>
                      {notification.body && <p className="text-sm text-muted">{notification.body}</p>}
                      <p className="text-xs text-muted">{notification.time}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
