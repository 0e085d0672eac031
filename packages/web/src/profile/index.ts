// The profile's queries and mutations (the screen itself is ./profile-screen, loaded with its route).
export { profileKeys, profileQueryOptions, useProfile } from './get-profile';
export { reviewsQueryOptions, useReviews } from './get-reviews';
export { applyProfileChange } from './session-cache';
export { useUpdateProfile } from './update-profile';
export { useUploadAvatar } from './upload-avatar';
