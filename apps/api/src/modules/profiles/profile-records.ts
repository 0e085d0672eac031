import type { Review } from '@tote/validation/profiles';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { avatarUrlOf } from '../accounts/users';
import * as repo from './profiles.repo';

/*
 * What the other modules may read of profiles (deliveries: the traveler details a sender sees). The profiles
 * module's public face: the profile columns of users and the reviews are its own (docs/architecture.md, "Who
 * owns which table"); only profiles.repo.ts has SQL on them.
 */

/** The reviews a profile lists at most (newest first); a paged list can come when someone has more. */
export const REVIEWS_LIMIT = 100;

/** The person with their rating (0 when none), review count and delivered orders. */
export interface ProfileRecord {
  user: UserRow;
  rating: number;
  reviewCount: number;
  deliveriesCount: number;
}

/** The person's ProfileRecord; undefined when no account. */
export function findProfile(db: Database, userId: string): Promise<ProfileRecord | undefined> {
  return repo.findProfile(db, userId);
}

/** The newest REVIEWS_LIMIT reviews of the person, with each author's current name (null once gone). */
export function listReviews(db: Database, userId: string) {
  return repo.listReviews(db, userId, REVIEWS_LIMIT);
}

/** What a sender's and a traveler's public profile share: the person, the rating and the reviews shown. */
export interface PublicProfileFields {
  id: string;
  fullname: string;
  avatarUrl: string | null;
  state: string | null;
  country: string;
  /** null before the first review (not 0 stars). */
  rating: number | null;
  reviewCount: number;
  reviews: Review[];
}

/** The shared part of a public profile from findProfile's record and listReviews' rows. */
export function publicProfileFields(
  found: ProfileRecord,
  reviews: Awaited<ReturnType<typeof listReviews>>,
): PublicProfileFields {
  return {
    id: found.user.id,
    fullname: found.user.fullName,
    avatarUrl: avatarUrlOf(found.user),
    state: found.user.state,
    country: found.user.country,
    rating: found.reviewCount > 0 ? found.rating : null,
    reviewCount: found.reviewCount,
    reviews: reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      authorName: review.authorName,
      createdAt: review.createdAt.toISOString(),
      reply: review.reply,
    })),
  };
}
