import type { TopBarNotification } from '@tote/ui/top-bar';
import type { Notification } from '@tote/validation/orders';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 hours ago", "yesterday", "just now" (a notification's time in the bell). */
function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/**
 * A notification as the bell's menu shows it (who, what changed, when: docs/product/sender.md, Layout): the
 * status as its title ("Order shipped"), what happened, when, and whether it is new.
 */
export function toTopBarNotification(
  notification: Notification,
  now = Date.now(),
  hrefOf?: (deliveryId: string) => string,
): TopBarNotification {
  return {
    href: notification.deliveryId && hrefOf ? hrefOf(notification.deliveryId) : undefined,
    id: notification.id,
    title: notification.title,
    body: notification.body ?? undefined,
    time: timeAgo(notification.createdAt, now),
    avatarName: 'Tote',
    unread: notification.readAt === null,
  };
}
