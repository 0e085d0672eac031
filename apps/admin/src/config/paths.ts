/**
 * Every route of the admin app, declared once (docs/product/admin.md, Screens). The product spells some in
 * mixed case (/Admin-m, /Tdev-d, /Sender-M); React Router matches case-insensitively, so one lowercase entry
 * serves both. The detail and match screens take the order's Delivery ID or the trip's id as `?id=`
 * (/dev-d?id=TT-…).
 */
const withId = (path: string) => (id?: string) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);

export const paths = {
  home: { path: '/admin', getHref: () => '/admin' },
  users: { path: '/user', getHref: () => '/user' },
  settings: { path: '/settings', getHref: () => '/settings' },
  /** `/admin-m?user=<userId>` opens that sender's or traveler's chat with Admin (the Users screen's Message). */
  messages: {
    path: '/admin-m',
    getHref: (userId?: string) => (userId ? `/admin-m?${new URLSearchParams({ user: userId })}` : '/admin-m'),
  },
  orders: { path: '/admin-l', getHref: () => '/admin-l' },
  /** The staff member's own profile, or with a user id a person's profile (`/admin-p?id=`). */
  profile: { path: '/admin-p', getHref: withId('/admin-p') },
  /** The Payouts queue; `?tab=<status>` filters it (requested by default), `&page=` pages it. */
  payouts: { path: '/payouts', getHref: () => '/payouts' },
  /** The Disputes queue (ADR 019); `?tab=resolved` for the decided ones. */
  disputes: { path: '/disputes', getHref: () => '/disputes' },
  /** An order (a sender's request), by Delivery ID. */
  senderDelivery: { path: '/dev-d', getHref: withId('/dev-d') },
  /** A trip (a traveler's flight), by trip id. */
  travelerDelivery: { path: '/tdev-d', getHref: withId('/tdev-d') },
  /** Traveler in Sync for an order, by Delivery ID. */
  senderMatch: { path: '/sender-m', getHref: withId('/sender-m') },
  /** Sender in Sync for a trip, by trip id. */
  travelerMatch: { path: '/traveler-m', getHref: withId('/traveler-m') },
} as const;
