import {
  deliveryChatPath,
  deliveryIdPath,
  deliveryTabPath,
  plainPath,
  queryPath,
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
  /**
   * `/payment-successful?order=TT-…`: where the payment provider sends the sender back after paying (the API
   * builds that address, ADR 017), with the receipt.
   */
  paymentSuccessful: queryPath('order')('/payment-successful'),
  /** `/receipt?id=TT-…`: a paid order's printable receipt, linked from its tracking page. */
  receipt: deliveryIdPath('/receipt'),
} as const;
