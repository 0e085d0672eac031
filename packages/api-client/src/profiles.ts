import * as profiles from '@tote/validation/contracts/profiles';
import type { ChangePassword, DeactivateAccount, UpdateProfile } from '@tote/validation/profiles';
import { call, send } from './client';

// Profiles (@tote/validation/contracts/profiles) and account settings.

export const getProfile = (userId: string) => call(profiles.getProfile, { params: { userId } });

/**
 * PUT {host}/api/v1/users/{userId}/profile with { fullname, country, state } (the route's contract spells
 * them so).
 */
export const updateProfile = (userId: string, body: UpdateProfile) =>
  call(profiles.updateProfile, { params: { userId }, json: body });

export const getReviews = (userId: string) => call(profiles.listReviews, { params: { userId } });

/** A new profile photo (multipart `avatar`); the answer is the profile with its new avatarUrl. */
export function uploadAvatar(userId: string, photo: File) {
  const form = new FormData();
  form.set('avatar', photo);
  return call(profiles.replaceAvatar, { params: { userId }, form });
}

/** 204; every other session of the account ends, this one stays. */
export const changePassword = (body: ChangePassword) => send('me/password', { method: 'post', json: body });

/** 204; every session ends and the cookie is cleared. */
export const deactivateAccount = (body: DeactivateAccount) =>
  send('me/deactivate', { method: 'post', json: body });
