import { commonErrors } from '@tote/validation/contract';
import type { SenderProfile } from '@tote/validation/reviews';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import { findProfile, listReviews, publicProfileFields } from '../profiles/profile-records';
import { dealingsWith } from './review-records';
import type { ReviewsDeps } from './reviews.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A sender's public profile (/sender-p?id= in the traveler app, docs/product/traveler.md): the spec's "star
 * rating, Reviews (count), Add Review and a Message link". Staff, the sender, and travelers who carry or carried
 * one of the sender's orders see it; for anyone else it does not exist (404).
 */
export async function senderProfile(
  { db, clock }: ReviewsDeps,
  viewer: SessionUser,
  userId: string,
): Promise<SenderProfile> {
  if (!UUID.test(userId)) throw raise(commonErrors.notFound);
  const dealings = await dealingsWith(db, viewer.id, userId, clock.now());
  const allowed = viewer.isStaff || viewer.id === userId || dealings.carriesForPerson;
  if (!allowed) throw raise(commonErrors.notFound);
  const found = await findProfile(db, userId);
  if (!found?.user.isSender) throw raise(commonErrors.notFound);
  const reviews = await listReviews(db, userId);
  return {
    ...publicProfileFields(found, reviews),
    itemsSent: found.deliveriesCount,
    reviewDueFor: dealings.reviewDueFor,
    sharedDeliveryId: dealings.sharedDeliveryId,
  };
}
