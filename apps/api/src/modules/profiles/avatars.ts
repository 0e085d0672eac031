import { commonErrors } from '@tote/validation/contract';
import type { Profile } from '@tote/validation/profiles';
import { raise } from '../../errors';
import { avatarVersion, type SessionUser } from '../accounts/users';
import { deleteReplacedUpload, readUpload } from '../uploads/storage';
import { assertUploadRoom, reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import { assertOwnerOrStaff, isUuid, toProfile } from './profile-view';
import type { ProfilesDeps } from './profiles.deps';
import * as repo from './profiles.repo';

/* The profile photo (docs/product/sender.md, /sender-p): replace it, and serve it. */

/**
 * Runs before the body of PUT /users/:userId/avatar is read: the owner or staff (404 for anyone else, and for
 * no such account), with room in the owner's upload quota besides the photo it replaces.
 */
export async function assertCanReplaceAvatar(
  { db }: ProfilesDeps,
  viewer: SessionUser,
  userId: string,
): Promise<void> {
  assertOwnerOrStaff(viewer, userId);
  if (!(await repo.findUser(db, userId))) throw raise(commonErrors.notFound);
  await assertUploadRoom(db, userId, 'avatar', 'avatar');
}

/**
 * The profile photo (docs/product/overview.md, Constants): an image (by its bytes, not its name or claimed
 * type) below 2 MB; the size is enforced while it is read (modules/uploads). The re-encoded photo is stored
 * first and kept only when the database write commits; the old one is deleted only after that.
 */
export async function replaceAvatar(
  { db, clock, log, config }: ProfilesDeps,
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
  await deleteReplacedUpload(config.avatars, replaced.previousPath, log);
  return toProfile(db, replaced.user);
}

/** Any signed-in person may see a profile photo (it sits next to the name on cards and in chats). */
export async function readAvatar(
  { db, log, config }: ProfilesDeps,
  userId: string,
): Promise<{ content: Buffer; type: string; version: string }> {
  if (!isUuid(userId)) throw raise(commonErrors.notFound);
  const user = await repo.findUser(db, userId);
  if (!user?.avatarPath || !user.avatarContentType) throw raise(commonErrors.notFound);
  const content = await readUpload(config.avatars, user.avatarPath);
  if (!content) {
    log.error({ userId }, 'the photo file named in the database is missing');
    throw raise(commonErrors.notFound);
  }
  return { content, type: user.avatarContentType, version: avatarVersion(user.avatarPath) };
}
