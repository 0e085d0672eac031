import { commonErrors } from '@tote/validation/contract';
import type { TravelerProfile } from '@tote/validation/trips';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import { findProfile, listReviews, publicProfileFields } from '../profiles/profile-records';
import { dealingsWith } from '../reviews/review-records';
import { countCarriedAndDelivered } from './carried';
import * as repo from './deliveries.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A traveler's public profile (/traveler-p, docs/product/sender.md and traveler.md): staff, the traveler, and
 * senders whose order the traveler carries or carried; for anyone else (and for someone who is no traveler)
 * it does not exist.
 */
export async function travelerProfile(
  db: Database,
  viewer: SessionUser,
  userId: string,
  now: Date,
): Promise<TravelerProfile> {
  if (!UUID.test(userId)) throw raise(commonErrors.notFound);
  const allowed = viewer.isStaff || viewer.id === userId || (await repo.carriesFor(db, userId, viewer.id));
  if (!allowed) throw raise(commonErrors.notFound);
  const found = await findProfile(db, userId);
  if (!found?.user.isTraveler) throw raise(commonErrors.notFound);
  const [itemsDelivered, reviews, dealings] = await Promise.all([
    countCarriedAndDelivered(db, userId),
    listReviews(db, userId),
    dealingsWith(db, viewer.id, userId, now),
  ]);
  return {
    ...publicProfileFields(found, reviews),
    itemsDelivered,
    // Add Review and Message (docs/decisions/018-reviews.md).
    reviewDueFor: dealings.reviewDueFor,
    sharedDeliveryId: dealings.sharedDeliveryId,
  };
}
