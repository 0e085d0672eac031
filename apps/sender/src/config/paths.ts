/** Every route of the sender app, declared once (spec §2). Matching is case-insensitive. */
export const paths = {
  home: { path: '/home', getHref: () => '/home' },
  request: { path: '/request', getHref: () => '/request' },
  delivery: { path: '/delivery', getHref: () => '/delivery' },
  deliveryTracking: { path: '/delivery-tracking', getHref: () => '/delivery-tracking' },
  deliveryCancelled: { path: '/delivery-cancelled', getHref: () => '/delivery-cancelled' },
  // spec §2 lists both /delivery-cancelled and /deliverycancelled.
  deliveryCancelledAlt: { path: '/deliverycancelled', getHref: () => '/deliverycancelled' },
  changeAddress: { path: '/change-address', getHref: () => '/change-address' },
  message: { path: '/message', getHref: () => '/message' },
  profile: { path: '/sender-p', getHref: () => '/sender-p' },
  accountSettings: { path: '/account-settings', getHref: () => '/account-settings' },
  main: { path: '/main', getHref: () => '/main' },
  paymentSuccessful: { path: '/payment-successful', getHref: () => '/payment-successful' },
} as const;
