// The profile's queries and mutations (the screen itself is ./profile-screen, loaded with its route).
export { useProfile } from './get-profile';
export { useUpdateProfile } from './update-profile';
export { useUploadAvatar } from './upload-avatar';
