import {
  deliveryChatPath,
  deliveryIdPath,
  deliveryTabPath,
  plainPath,
  sharedRolePaths,
} from '@tote/web/role-paths';

/**
 * Every route of the sender app, declared once (docs/product/sender.md, Screens). Matching is
 * case-insensitive.
 */
export const paths = {
  home: plainPath('/home'),
  request: plainPath('/request'),
  delivery: deliveryTabPath('/delivery'),
  ...sharedRolePaths,
  // docs/product/sender.md lists both /delivery-cancelled and /deliverycancelled.
  deliveryCancelledAlt: deliveryIdPath('/deliverycancelled'),
  changeAddress: deliveryIdPath('/change-address'),
  /** `/message?order=TT-…` opens that order's delivery chat (Message Traveler). */
  message: deliveryChatPath('/message'),
  profile: plainPath('/sender-p'),
  /** A product path (docs/product/sender.md) that stands for the home screen: it redirects there. */
  main: plainPath('/main'),
  paymentSuccessful: plainPath('/payment-successful'),
} as const;
