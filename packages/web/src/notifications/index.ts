export { timeAgo, toTopBarNotification } from './format';
export { notificationsQueryOptions, useNotifications } from './get-notifications';
export { useMarkNotificationsRead } from './mark-notifications-read';
export { useNotificationsBell } from './use-notifications-bell';
