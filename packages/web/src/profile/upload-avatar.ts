import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAvatar } from '@tote/api-client/profiles';
import { applyProfileChange } from './session-cache';

/** PUT /users/:userId/avatar (multipart `avatar`); the page and the top bar show the new photo. */
export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => uploadAvatar(userId, photo),
    onSuccess: (profile) => applyProfileChange(queryClient, profile),
  });
}
