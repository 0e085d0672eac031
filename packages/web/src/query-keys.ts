/**
 * Keys of the queries several apps share, in one place, so a change in one feature refreshes what another shows
 * (an order placed in the sender app adds a notification; a profile change updates the top bar's session).
 */
export const webQueryKeys = {
  session: ['session'] as const,
  notifications: { all: ['notifications'] as const },
  profiles: {
    profile: (userId: string) => ['profiles', userId] as const,
    reviews: (userId: string) => ['profiles', userId, 'reviews'] as const,
    traveler: (userId: string) => ['profiles', userId, 'traveler'] as const,
  },
};
