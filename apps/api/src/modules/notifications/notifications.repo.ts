import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type NotificationRow, notifications } from '../../db/schema/notifications';

// SQL only (notifications.service.ts decides). Times are passed in from the app's clock.

export async function insertNotification(
  db: Database,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/**
 * The newest `limit` notices (the id breaks ties between notices of the same instant) and the count of every
 * unread one, in one round trip. The count is a subquery on the partial index of unread notices, not a window
 * over every notice of the user: someone with tens of thousands of old notices would otherwise pay for all of
 * them on every page (ADR 026). No row means no notices, so none unread. Built once (it runs on every page of
 * every app: the API throughput goal, README.md, Benchmarks).
 */
export async function listNotificationsWithUnread(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ rows: NotificationRow[]; unread: number }> {
  const found = await notificationsWithUnread(db).execute({ userId, limit });
  return { rows: found.map(({ notification }) => notification), unread: found[0]?.unread ?? 0 };
}

const notificationsWithUnread = preparedQuery((db) =>
  db
    .select({
      notification: notifications,
      unread: sql<number>`(select count(*) from ${notifications} as unread
        where unread.user_id = ${sql.placeholder('userId')} and unread.read_at is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_with_unread'),
);

export async function markAllRead(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
