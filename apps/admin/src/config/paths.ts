/**
 * Every route of the admin app, declared once (spec §2). The spec spells some in mixed case
 * (/Admin-m, /Tdev-d, /Sender-M); React Router matches case-insensitively, so one lowercase entry serves both.
 */
export const paths = {
  home: { path: '/admin', getHref: () => '/admin' },
  users: { path: '/user', getHref: () => '/user' },
  settings: { path: '/settings', getHref: () => '/settings' },
  messages: { path: '/admin-m', getHref: () => '/admin-m' },
  orders: { path: '/admin-l', getHref: () => '/admin-l' },
  profile: { path: '/admin-p', getHref: () => '/admin-p' },
  senderDelivery: { path: '/dev-d', getHref: () => '/dev-d' },
  travelerDelivery: { path: '/tdev-d', getHref: () => '/tdev-d' },
  senderMatch: { path: '/sender-m', getHref: () => '/sender-m' },
  travelerMatch: { path: '/traveler-m', getHref: () => '/traveler-m' },
} as const;
