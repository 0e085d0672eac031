import {
  type ChangePassword,
  type DeactivateAccount,
  ProfileSchema,
  ReviewListSchema,
  type UpdateProfile,
} from '@tote/validation/profiles';
import { request, send } from './client';

// Profiles and account settings (routes listed in @tote/validation/orders and profiles).

const userPath = (userId: string, rest: string) => `users/${encodeURIComponent(userId)}/${rest}`;

export const getProfile = (userId: string) => request(ProfileSchema, userPath(userId, 'profile'));

/** spec §7: PUT {host}/api/v1/users/{userId}/profile with { fullname, country, state }. */
export const updateProfile = (userId: string, body: UpdateProfile) =>
  request(ProfileSchema, userPath(userId, 'profile'), { method: 'put', json: body });

export const getReviews = (userId: string) => request(ReviewListSchema, userPath(userId, 'reviews'));

/** A new profile photo (multipart `avatar`); the answer is the profile with its new avatarUrl. */
export function uploadAvatar(userId: string, photo: File) {
  const body = new FormData();
  body.set('avatar', photo);
  return request(ProfileSchema, userPath(userId, 'avatar'), { method: 'put', body });
}

/** 204; every other session of the account ends, this one stays. */
export const changePassword = (body: ChangePassword) => send('me/password', { method: 'post', json: body });

/** 204; every session ends and the cookie is cleared. */
export const deactivateAccount = (body: DeactivateAccount) =>
  send('me/deactivate', { method: 'post', json: body });
