import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import * as repo from './profiles.repo';

/*
 * What the other modules may read of profiles (deliveries: the traveler details a sender sees). The profiles
 * module's public face: the profile columns of users and the reviews are its own (docs/architecture.md, "Who
 * owns which table"); only profiles.repo.ts has SQL on them.
 */

/** The reviews a profile lists at most (newest first); a paged list can come when someone has more. */
export const REVIEWS_LIMIT = 100;

/** The person with their rating (0 when none), review count and delivered orders; undefined when no account. */
export function findProfile(
  db: Database,
  userId: string,
): Promise<{ user: UserRow; rating: number; reviewCount: number; deliveriesCount: number } | undefined> {
  return repo.findProfile(db, userId);
}

/** The newest REVIEWS_LIMIT reviews of the person, with each author's current name (null once gone). */
export function listReviews(db: Database, userId: string) {
  return repo.listReviews(db, userId, REVIEWS_LIMIT);
}
