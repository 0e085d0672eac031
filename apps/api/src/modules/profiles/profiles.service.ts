import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { commonErrors } from '@tote/validation/contract';
import type { Profile, ReviewList, UpdateProfile } from '@tote/validation/profiles';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { avatarUrlOf, avatarVersion, type SessionUser } from '../accounts/users';
import { assertUploadRoom, reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import { listReviews } from './profile-records';
import * as repo from './profiles.repo';

export interface ProfilesConfig {
  /** DATA_DIR/uploads/avatars: no route serves this folder; photos go out only through readAvatar. */
  avatarDir: string;
}

export interface ProfilesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: ProfilesConfig;
}

export { REVIEWS_LIMIT } from './profile-records';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Same strength as accounts' national IDs: 404, not 403, so other people's accounts do not show. */
function assertOwnerOrStaff(viewer: SessionUser, userId: string): void {
  if (!UUID.test(userId) || (viewer.id !== userId && !viewer.isStaff)) throw raise(commonErrors.notFound);
}

function profileOf(
  user: UserRow,
  stats: { rating: number; reviewCount: number; deliveriesCount: number },
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
    memberSince: user.createdAt.toISOString(),
  };
}

export function createProfilesService({ db, clock, log, config }: ProfilesDeps) {
  async function toProfile(user: UserRow): Promise<Profile> {
    const [stats, deliveriesCount] = await Promise.all([
      repo.reviewStats(db, user.id),
      repo.deliveredOrdersCount(db, user.id),
    ]);
    return profileOf(user, { rating: stats.rating, reviewCount: stats.count, deliveriesCount });
  }

  async function deleteFile(filePath: string, message: string): Promise<void> {
    await unlink(filePath).catch((error: unknown) => log.warn({ err: error, filePath }, message));
  }

  return {
    async getProfile(viewer: SessionUser, userId: string): Promise<Profile> {
      assertOwnerOrStaff(viewer, userId);
      const found = await repo.findProfile(db, userId);
      if (!found) throw raise(commonErrors.notFound);
      return profileOf(found.user, found);
    },

    /** spec §7: PUT /users/{userId}/profile with { fullname, country, state }. */
    async updateProfile(viewer: SessionUser, userId: string, input: UpdateProfile): Promise<Profile> {
      assertOwnerOrStaff(viewer, userId);
      const updated = await repo.updateProfile(db, userId, {
        fullName: input.fullname,
        country: input.country,
        state: input.state,
        updatedAt: clock.now(),
      });
      if (!updated) throw raise(commonErrors.notFound);
      if (viewer.id !== userId) log.info({ userId, staffId: viewer.id }, 'profile changed by staff');
      return toProfile(updated);
    },

    async listReviews(viewer: SessionUser, userId: string): Promise<ReviewList> {
      assertOwnerOrStaff(viewer, userId);
      if (!(await repo.findUser(db, userId))) throw raise(commonErrors.notFound);
      const rows = await listReviews(db, userId);
      return {
        reviews: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          text: row.text,
          authorName: row.authorName,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Runs before the body of PUT /users/:userId/avatar is read: the owner or staff (404 for anyone else, and for
     * no such account), with room in the owner's upload quota besides the photo it replaces.
     */
    async assertCanReplaceAvatar(viewer: SessionUser, userId: string): Promise<void> {
      assertOwnerOrStaff(viewer, userId);
      if (!(await repo.findUser(db, userId))) throw raise(commonErrors.notFound);
      await assertUploadRoom(db, userId, 'avatar', 'avatar');
    },

    /**
     * spec §5 "Profile photo": an image (by its bytes, not its name or claimed type) below 2 MB; the size is
     * enforced while it is read (modules/uploads). The re-encoded photo is stored first and kept only when the
     * database write commits; the old one is deleted only after that.
     */
    async replaceAvatar(
      viewer: SessionUser,
      userId: string,
      upload: Pick<UploadForm, 'storeFiles' | 'keep'>,
    ): Promise<Profile> {
      assertOwnerOrStaff(viewer, userId);
      const [photo] = await upload.storeFiles();
      if (!photo) throw new Error('replaceAvatar needs one file');
      const replaced = await db.transaction(async (tx) => {
        await reserveUploadRoom(tx, userId, [photo], 'avatar', 'avatar');
        return repo.replaceAvatar(tx, userId, {
          avatarPath: photo.key,
          avatarContentType: photo.contentType,
          avatarSize: photo.sizeBytes,
          updatedAt: clock.now(),
        });
      });
      if (!replaced) throw raise(commonErrors.notFound);
      upload.keep();
      if (replaced.previousPath) {
        await deleteFile(
          path.join(config.avatarDir, replaced.previousPath),
          'could not delete a replaced photo',
        );
      }
      return toProfile(replaced.user);
    },

    /** Any signed-in person may see a profile photo (it sits next to the name on cards and in chats). */
    async readAvatar(userId: string): Promise<{ content: Buffer; type: string; version: string }> {
      if (!UUID.test(userId)) throw raise(commonErrors.notFound);
      const user = await repo.findUser(db, userId);
      if (!user?.avatarPath || !user.avatarContentType) throw raise(commonErrors.notFound);
      try {
        return {
          content: await readFile(path.join(config.avatarDir, user.avatarPath)),
          type: user.avatarContentType,
          version: avatarVersion(user.avatarPath),
        };
      } catch (error) {
        log.error({ err: error, userId }, 'the photo file named in the database is missing');
        throw raise(commonErrors.notFound);
      }
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
