import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@tote/validation/orders';
import { webQueryKeys } from '../query-keys';

/**
 * POST /notifications/read-all: the bell's badge clears at once (the list stays as it is, now read), and the
 * list is asked again so it holds what the server recorded.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('@tote/api-client/orders')).markNotificationsRead(),
    onSuccess: async () => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(webQueryKeys.notifications.all, (list) =>
        list
          ? {
              unread: 0,
              notifications: list.notifications.map((notification) => ({
                ...notification,
                readAt: notification.readAt ?? readAt,
              })),
            }
          : list,
      );
      await queryClient.invalidateQueries({ queryKey: webQueryKeys.notifications.all });
    },
  });
}
