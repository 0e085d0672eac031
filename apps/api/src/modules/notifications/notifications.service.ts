import type { Notification, NotificationList } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import type { NotificationRow } from '../../db/schema/notifications';
import type { Clock } from '../../plugins/clock';
import { publishOnCommit } from '../events/publish';
import * as repo from './notifications.repo';

/** The bell menu shows this many; older ones stay in the table. */
export const NOTIFICATION_LIST_LIMIT = 50;

export interface NewNotification {
  userId: string;
  title: string;
  body?: string | null;
  deliveryId?: string | null;
}

/**
 * Records a notice for a person. Takes the caller's transaction, so a notice (and its live event) exists exactly
 * when the change it announces was committed.
 */
export async function notify(tx: Database, notice: NewNotification, at: Date): Promise<void> {
  const row = await repo.insertNotification(tx, {
    userId: notice.userId,
    title: notice.title,
    body: notice.body ?? null,
    deliveryId: notice.deliveryId ?? null,
    createdAt: at,
  });
  // The bell refreshes live: published when (and only if) the caller's transaction commits.
  await publishOnCommit(tx, [notice.userId], {
    type: 'notification.created',
    notificationId: String(row.id),
  });
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    title: row.title,
    body: row.body,
    deliveryId: row.deliveryId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function createNotificationsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(userId: string): Promise<NotificationList> {
      const { rows, unread } = await repo.listNotificationsWithUnread(db, userId, NOTIFICATION_LIST_LIMIT);
      return { notifications: rows.map(toNotification), unread };
    },

    async markAllRead(userId: string): Promise<void> {
      await repo.markAllRead(db, userId, clock.now());
    },
  };
}
