import type { OrderTab } from '@tote/validation/orders';

/** `/delivery-tracking?id=TT-7K3Q9M`: spec §2 routes take no parameters, so the order travels in the query. */
const withId = (path: string, deliveryId?: string) =>
  deliveryId ? `${path}?${new URLSearchParams({ id: deliveryId })}` : path;

/** Every route of the sender app, declared once (spec §2). Matching is case-insensitive. */
export const paths = {
  home: { path: '/home', getHref: () => '/home' },
  request: { path: '/request', getHref: () => '/request' },
  delivery: {
    path: '/delivery',
    getHref: (tab?: OrderTab) => (tab ? `/delivery?${new URLSearchParams({ tab })}` : '/delivery'),
  },
  deliveryTracking: {
    path: '/delivery-tracking',
    getHref: (deliveryId?: string) => withId('/delivery-tracking', deliveryId),
  },
  deliveryCancelled: {
    path: '/delivery-cancelled',
    getHref: (deliveryId?: string) => withId('/delivery-cancelled', deliveryId),
  },
  // spec §2 lists both /delivery-cancelled and /deliverycancelled.
  deliveryCancelledAlt: {
    path: '/deliverycancelled',
    getHref: (deliveryId?: string) => withId('/deliverycancelled', deliveryId),
  },
  changeAddress: {
    path: '/change-address',
    getHref: (deliveryId?: string) => withId('/change-address', deliveryId),
  },
  /** `/message?order=TT-…` opens that order's delivery chat (Message Traveler). */
  message: {
    path: '/message',
    getHref: (deliveryId?: string) =>
      deliveryId ? `/message?${new URLSearchParams({ order: deliveryId })}` : '/message',
  },
  profile: { path: '/sender-p', getHref: () => '/sender-p' },
  travelerProfile: {
    path: '/traveler-p',
    getHref: (userId?: string) =>
      userId ? `/traveler-p?${new URLSearchParams({ id: userId })}` : '/traveler-p',
  },
  accountSettings: { path: '/account-settings', getHref: () => '/account-settings' },
  main: { path: '/main', getHref: () => '/main' },
  paymentSuccessful: { path: '/payment-successful', getHref: () => '/payment-successful' },
} as const;
