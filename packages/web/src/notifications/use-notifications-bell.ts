import type { TopBarNotificationsProps } from '@tote/ui/top-bar';
import { toTopBarNotification } from './format';
import { useNotifications } from './get-notifications';
import { useMarkNotificationsRead } from './mark-notifications-read';

/**
 * The notification bell of every role app (docs/product/sender.md, Layout). Lists the person's notifications
 * (GET /notifications) and marks them read when the menu opens, so the badge counts only what the person has
 * not seen.
 */
export function useNotificationsBell({
  enabled,
  hrefOf,
}: {
  enabled: boolean;
  /** Where a notice about a delivery leads (the app's tracking page); no link without it. */
  hrefOf?: (deliveryId: string) => string;
}): TopBarNotificationsProps {
  const notifications = useNotifications({ enabled });
  const markRead = useMarkNotificationsRead();
  const unreadCount = notifications.data?.unread ?? 0;
  return {
    notifications:
      notifications.data?.notifications.map((notification) =>
        toTopBarNotification(notification, Date.now(), hrefOf),
      ) ?? [],
    notificationsLoading: notifications.isPending && enabled,
    notificationsError: notifications.isError ? notifications.error.message : undefined,
    unreadCount,
    onNotificationsOpen: () => {
      if (unreadCount > 0 && !markRead.isPending) markRead.mutate();
    },
  };
}
