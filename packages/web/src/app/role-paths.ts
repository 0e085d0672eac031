import type { OrderTab } from '@tote/validation/orders';

// Builders for the role apps' config/paths.ts: routes take no parameters (docs/product/overview.md, The four
// apps), so what a screen is about travels in the query (`/delivery-tracking?id=TT-7K3Q9M`). Each app still
// declares every one of its routes.

/** A route with nothing in its query. */
export const plainPath = <P extends string>(path: P) => ({ path, getHref: () => path });

/** A route that may name one thing in its query, as `?<param>=…`. */
export const queryPath =
  <Value extends string>(param: string) =>
  <P extends string>(path: P) => ({
    path,
    getHref: (value?: Value) => (value ? `${path}?${new URLSearchParams({ [param]: value })}` : path),
  });

/** A delivery's own screen: `?id=<Delivery ID>`. */
export const deliveryIdPath = queryPath('id');

/** A Deliveries list opened on a tab: `?tab=delivered`. */
export const deliveryTabPath = queryPath<OrderTab>('tab');

/** A delivery's chat: `?order=<Delivery ID>`. */
export const deliveryChatPath = queryPath('order');

/** The routes the sender and the traveler apps both have, with the same screens behind them. */
export const sharedRolePaths = {
  deliveryTracking: deliveryIdPath('/delivery-tracking'),
  deliveryCancelled: deliveryIdPath('/delivery-cancelled'),
  /** `/traveler-p?id=<userId>`: a traveler's public profile. */
  travelerProfile: queryPath('id')('/traveler-p'),
  accountSettings: plainPath('/account-settings'),
} as const;
