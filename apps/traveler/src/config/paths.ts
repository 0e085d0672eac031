/** Every route of the traveler app, declared once (spec §2). Matching is case-insensitive. */
export const paths = {
  home: { path: '/traveler-home', getHref: () => '/traveler-home' },
  travelerRequest: { path: '/traveler-request', getHref: () => '/traveler-request' },
  deliveryOrder: { path: '/delivery-order', getHref: () => '/delivery-order' },
  deliveryTracking: { path: '/delivery-tracking', getHref: () => '/delivery-tracking' },
  deliveryCancelled: { path: '/delivery-cancelled', getHref: () => '/delivery-cancelled' },
  wallet: { path: '/wallet', getHref: () => '/wallet' },
  messages: { path: '/message-t', getHref: () => '/message-t' },
  profile: { path: '/profile-t', getHref: () => '/profile-t' },
  travelerProfile: {
    path: '/traveler-p',
    getHref: (userId?: string) =>
      userId ? `/traveler-p?${new URLSearchParams({ id: userId })}` : '/traveler-p',
  },
  accountSettings: { path: '/account-settings', getHref: () => '/account-settings' },
  formLayout: { path: '/formlayout', getHref: () => '/formlayout' },
  main: { path: '/main', getHref: () => '/main' },
} as const;
