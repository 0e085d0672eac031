import { commonErrors } from '@tote/validation/contract';
import type { Profile } from '@tote/validation/profiles';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { raise } from '../../errors';
import { avatarUrlOf, type SessionUser } from '../accounts/users';
import { countCarriedAndDelivered } from '../deliveries/carried';
import * as repo from './profiles.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** Same strength as accounts' national IDs: 404, not 403, so other people's accounts do not show. */
export function assertOwnerOrStaff(viewer: SessionUser, userId: string): void {
  if (!UUID.test(userId) || (viewer.id !== userId && !viewer.isStaff)) throw raise(commonErrors.notFound);
}

export function profileOf(
  user: UserRow,
  stats: { rating: number; reviewCount: number; deliveriesCount: number; deliveriesCarried: number },
): Profile {
  return {
    id: user.id,
    fullName: user.fullName,
    country: user.country,
    state: user.state,
    avatarUrl: avatarUrlOf(user),
    rating: stats.rating,
    reviewCount: stats.reviewCount,
    deliveriesCount: stats.deliveriesCount,
    deliveriesCarried: stats.deliveriesCarried,
    memberSince: user.createdAt.toISOString(),
  };
}

/** The profile of a row just written, with its rating and delivered count read again. */
export async function toProfile(db: Database, user: UserRow): Promise<Profile> {
  const [stats, deliveriesCount, deliveriesCarried] = await Promise.all([
    repo.reviewStats(db, user.id),
    repo.deliveredOrdersCount(db, user.id),
    countCarriedAndDelivered(db, user.id),
  ]);
  return profileOf(user, {
    rating: stats.rating,
    reviewCount: stats.count,
    deliveriesCount,
    deliveriesCarried,
  });
}
