import { commonErrors } from '@tote/validation/contract';
import { type Profile, profileErrors, type ReviewList, type UpdateProfile } from '@tote/validation/profiles';
import { isRegionOf, regionNotInCountryMessage } from '@tote/validation/regions';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import { countCarriedAndDelivered } from '../deliveries/carried';
import type { UploadForm } from '../uploads/uploads';
import { assertCanReplaceAvatar, readAvatar, replaceAvatar } from './avatars';
import { listReviews as listReviewRows } from './profile-records';
import { assertOwnerOrStaff, profileOf, toProfile } from './profile-view';
import type { ProfilesDeps } from './profiles.deps';
import * as repo from './profiles.repo';

export { REVIEWS_LIMIT } from './profile-records';
export type { ProfilesConfig, ProfilesDeps } from './profiles.deps';

async function getProfile({ db }: ProfilesDeps, viewer: SessionUser, userId: string): Promise<Profile> {
  assertOwnerOrStaff(viewer, userId);
  const [found, deliveriesCarried] = await Promise.all([
    repo.findProfile(db, userId),
    countCarriedAndDelivered(db, userId),
  ]);
  if (!found) throw raise(commonErrors.notFound);
  return profileOf(found.user, { ...found, deliveriesCarried });
}

/** PUT /users/{userId}/profile with { fullname, country, state } (the route's contract). */
async function updateProfile(
  { db, clock, log }: ProfilesDeps,
  viewer: SessionUser,
  userId: string,
  input: UpdateProfile,
): Promise<Profile> {
  assertOwnerOrStaff(viewer, userId);
  // The state must be one of the country's ("United Kingdom / California" is refused), where it has a list.
  if (!isRegionOf(input.country, input.state)) {
    const message = regionNotInCountryMessage(input.country);
    throw raise(profileErrors.stateNotInCountry, { message, fields: { state: message } });
  }
  const updated = await repo.updateProfile(db, userId, {
    fullName: input.fullname,
    country: input.country,
    state: input.state,
    updatedAt: clock.now(),
  });
  if (!updated) throw raise(commonErrors.notFound);
  if (viewer.id !== userId) log.info({ userId, staffId: viewer.id }, 'profile changed by staff');
  return toProfile(db, updated);
}

async function listReviews({ db }: ProfilesDeps, viewer: SessionUser, userId: string): Promise<ReviewList> {
  assertOwnerOrStaff(viewer, userId);
  if (!(await repo.findUser(db, userId))) throw raise(commonErrors.notFound);
  const rows = await listReviewRows(db, userId);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      authorName: row.authorName,
      createdAt: row.createdAt.toISOString(),
      reply: row.reply,
      // Only the reviewed person (and staff) read this list: they see what they reported.
      reportedAt: row.reportedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A person's profile (its routes' contracts: @tote/validation/contracts/profiles): its fields and reviews
 * here, the photo in avatars.ts.
 */
export function createProfilesService(deps: ProfilesDeps) {
  return {
    getProfile: (viewer: SessionUser, userId: string) => getProfile(deps, viewer, userId),
    updateProfile: (viewer: SessionUser, userId: string, input: UpdateProfile) =>
      updateProfile(deps, viewer, userId, input),
    listReviews: (viewer: SessionUser, userId: string) => listReviews(deps, viewer, userId),
    assertCanReplaceAvatar: (viewer: SessionUser, userId: string) =>
      assertCanReplaceAvatar(deps, viewer, userId),
    replaceAvatar: (viewer: SessionUser, userId: string, upload: Pick<UploadForm, 'storeFiles' | 'keep'>) =>
      replaceAvatar(deps, viewer, userId, upload),
    readAvatar: (userId: string) => readAvatar(deps, userId),
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
