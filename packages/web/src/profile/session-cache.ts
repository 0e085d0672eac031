import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@tote/validation/profiles';
import { sessionQueryOptions } from '../session/session';
import { profileKeys } from './get-profile';

/**
 * After a profile change: the page shows the server's answer at once, and the session (top bar greeting and
 * picture, in every screen) takes the new name and photo now and is then fetched again to be sure.
 */
export async function applyProfileChange(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(profileKeys.profile(profile.id), profile);
  queryClient.setQueryData(sessionQueryOptions.queryKey, (session) =>
    session
      ? {
          ...session,
          user: {
            ...session.user,
            fullName: profile.fullName,
            country: profile.country,
            state: profile.state,
            avatarUrl: profile.avatarUrl,
          },
        }
      : session,
  );
  await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
}
