import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '@tote/api-client/profiles';
import type { UpdateProfile } from '@tote/validation/profiles';
import { applyProfileChange } from './session-cache';

/** PUT /users/{userId}/profile with { fullname, country, state } (the route's contract spells them so). */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) => updateProfile(userId, body),
    onSuccess: (profile) => applyProfileChange(queryClient, profile),
  });
}
