import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { orders } from '../../db/schema/orders';
import { reviewIsShown, reviews } from '../../db/schema/reviews';
import { type UserRow, users } from '../../db/schema/users';
import { bayesianRating } from '../reviews/rating';

// SQL only: profiles.service.ts decides who may read or change what. Times are passed in (the app's clock).
// The users row is the accounts module's; its profile columns (full_name, country, state, avatar_*) are written
// here and nowhere else after sign-up (docs/architecture.md, "Who owns which table"). The reviews table is
// modules/reviews'; it is read here (the profile's rating, count and list) and counts once shown and not hidden
// (reviewIsShown, docs/decisions/018-reviews.md).

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
  const count = Number(row.reviewCount);
  return {
    user: row.user,
    rating: bayesianRating(
      { count, sum: Number(row.starSum ?? 0) },
      { count: Number(row.platformCount), sum: Number(row.platformSum ?? 0) },
    ),
    reviewCount: count,
    deliveriesCount: Number(row.deliveriesCount),
  };
}

// The subqueries name the id placeholder, not users.id: drizzle leaves a single table's columns unqualified,
// which inside a subquery would mean the subquery's own table.
const profileOfUser = preparedQuery((db) =>
  db
    .select({
      user: users,
      starSum: sql<
        string | null
      >`(select sum(${reviews.rating}) from ${reviews} where ${reviews.subjectUserId} = ${sql.placeholder('id')} and ${reviewIsShown})`,
      reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.subjectUserId} = ${sql.placeholder('id')} and ${reviewIsShown})`,
      platformSum: sql<string | null>`(select sum(${reviews.rating}) from ${reviews} where ${reviewIsShown})`,
      platformCount: sql<number>`(select count(*)::int from ${reviews} where ${reviewIsShown})`,
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

/** The Bayesian rating (0 when none) and count of the shown reviews whose subject is the user. */
export async function reviewStats(db: Database, userId: string): Promise<{ rating: number; count: number }> {
  const [row] = await db
    .select({
      sum: sql<string | null>`sum(${reviews.rating}) filter (where ${reviews.subjectUserId} = ${userId})`,
      count: sql<number>`(count(*) filter (where ${reviews.subjectUserId} = ${userId}))::int`,
      platformSum: sql<string | null>`sum(${reviews.rating})`,
      platformCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(reviewIsShown);
  const count = Number(row?.count ?? 0);
  return {
    rating: bayesianRating(
      { count, sum: Number(row?.sum ?? 0) },
      { count: Number(row?.platformCount ?? 0), sum: Number(row?.platformSum ?? 0) },
    ),
    count,
  };
}

/** Orders the user sent that reached their receiver. */
export async function deliveredOrdersCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.senderId, userId), eq(orders.status, 'delivered')));
  return Number(row?.count ?? 0);
}

/**
 * The shown reviews of the user, newest first, with the author's current name (null when the author's account
 * is gone), the reply and when the user reported it.
 */
export async function listReviews(db: Database, userId: string, limit: number) {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      authorName: users.fullName,
      createdAt: reviews.createdAt,
      replyText: reviews.reply,
      repliedAt: reviews.repliedAt,
      reportedAt: reviews.reportedAt,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.authorUserId))
    .where(and(eq(reviews.subjectUserId, userId), reviewIsShown))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(({ replyText, repliedAt, ...row }) => ({
    ...row,
    reply: replyText && repliedAt ? { text: replyText, createdAt: repliedAt.toISOString() } : null,
  }));
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
