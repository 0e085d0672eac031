import type { OrderTab } from '@tote/validation/orders';
import type { TripFilter } from '@tote/validation/trips';

/** `/delivery-tracking?id=TT-7K3Q9M`: spec §2 routes take no parameters, so the delivery travels in the query. */
const withId = (path: string, deliveryId?: string) =>
  deliveryId ? `${path}?${new URLSearchParams({ id: deliveryId })}` : path;

/** Every route of the traveler app, declared once (spec §2). Matching is case-insensitive. */
export const paths = {
  home: { path: '/traveler-home', getHref: () => '/traveler-home' },
  travelerRequest: { path: '/traveler-request', getHref: () => '/traveler-request' },
  /** Not a spec path: the traveler's trips (issue 9: pending, approved, past, with remaining capacity). */
  trips: {
    path: '/trips',
    getHref: (filter?: TripFilter) => (filter ? `/trips?${new URLSearchParams({ filter })}` : '/trips'),
  },
  deliveryOrder: {
    path: '/delivery-order',
    getHref: (tab?: OrderTab) =>
      tab ? `/delivery-order?${new URLSearchParams({ tab })}` : '/delivery-order',
  },
  deliveryTracking: {
    path: '/delivery-tracking',
    getHref: (deliveryId?: string) => withId('/delivery-tracking', deliveryId),
  },
  deliveryCancelled: {
    path: '/delivery-cancelled',
    getHref: (deliveryId?: string) => withId('/delivery-cancelled', deliveryId),
  },
  wallet: { path: '/wallet', getHref: () => '/wallet' },
  /** `/message-t?order=TT-…` opens that delivery's chat with its sender (Message Sender). */
  messages: {
    path: '/message-t',
    getHref: (deliveryId?: string) =>
      deliveryId ? `/message-t?${new URLSearchParams({ order: deliveryId })}` : '/message-t',
  },
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
