import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { orders } from '../../db/schema/orders';
import { reviews } from '../../db/schema/reviews';
import { type UserRow, users } from '../../db/schema/users';

// SQL only: profiles.service.ts decides who may read or change what. Times are passed in (the app's clock).
// The users row is the accounts module's; its profile columns (full_name, country, state, avatar_*) are written
// here and nowhere else after sign-up (docs/architecture.md, "Who owns which table").

export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The user with what the profile shows about them (reviewStats and deliveredOrdersCount below), in one round
 * trip built once: GET /users/:id/profile is on every app's first screen, so neither three queries nor
 * building the query's text on each request is worth their cost.
 */
export async function findProfile(
  db: Database,
  id: string,
): Promise<{ user: UserRow; rating: number; reviewCount: number; deliveriesCount: number } | undefined> {
  const [row] = await profileOfUser(db).execute({ id });
  if (!row) return undefined;
  return {
    user: row.user,
    rating: row.rating == null ? 0 : Number(row.rating),
    reviewCount: Number(row.reviewCount),
    deliveriesCount: Number(row.deliveriesCount),
  };
}

// The subqueries name the id placeholder, not users.id: drizzle leaves a single table's columns unqualified,
// which inside a subquery would mean the subquery's own table.
const profileOfUser = preparedQuery((db) =>
  db
    .select({
      user: users,
      rating: sql<
        string | null
      >`(select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.subjectUserId} = ${sql.placeholder('id')})`,
      reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.subjectUserId} = ${sql.placeholder('id')})`,
      deliveriesCount: sql<number>`(select count(*)::int from ${orders} where ${orders.senderId} = ${sql.placeholder('id')} and ${orders.status} = 'delivered')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_of_user'),
);

export async function updateProfile(
  db: Database,
  id: string,
  values: { fullName: string; country: string; state: string; updatedAt: Date },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Average rating (one decimal, 0 when none) and count of the reviews whose subject is the user. */
export async function reviewStats(db: Database, userId: string): Promise<{ rating: number; count: number }> {
  const [row] = await db
    .select({
      rating: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.subjectUserId, userId));
  return { rating: row?.rating == null ? 0 : Number(row.rating), count: Number(row?.count ?? 0) };
}

/** Orders the user sent that reached their receiver. */
export async function deliveredOrdersCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.senderId, userId), eq(orders.status, 'delivered')));
  return Number(row?.count ?? 0);
}

/** Newest first, with the author's current name (null when the author's account is gone). */
export async function listReviews(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      authorName: users.fullName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.authorUserId))
    .where(eq(reviews.subjectUserId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/**
 * Points the user at a new photo file and returns the row with the file it replaced. Call it inside a
 * transaction: the row is locked while the old name is read, so two uploads at once cannot both miss the
 * other's file (which would stay orphaned).
 */
export async function replaceAvatar(
  tx: Database,
  id: string,
  values: { avatarPath: string; avatarContentType: string; avatarSize: number; updatedAt: Date },
): Promise<{ user: UserRow; previousPath: string | null } | undefined> {
  const [current] = await tx
    .select({ avatarPath: users.avatarPath })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!current) return undefined;
  const [user] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!user) return undefined;
  return { user, previousPath: current.avatarPath };
}
