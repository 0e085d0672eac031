import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@tote/validation/orders';
import { pathWithQuery, prefetchAnswer, prefetchNotifications } from '@tote/web/app-router';
import { prefetchChat } from '@tote/web/chat-prefetch';
import { webQueryKeys } from '@tote/web/query-keys';
import { deliveryIdOf } from '@tote/web/use-delivery-id';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { hasPayment } from '../features/orders/has-payment';
import { homeFirstPage } from '../features/orders/home-orders';
import { queryKeys } from '../lib/query-keys';

const orderSchemas = () => import('@tote/validation/orders');
const paymentSchemas = () => import('@tote/validation/payments');
const disputeSchemas = () => import('@tote/validation/disputes');

/**
 * Asks for what the first screen shows before the app renders (main.tsx, never tests): on the home screen its
 * tiles and the first page of its table, on Delivery Tracking the order (then its payment and disputes), on
 * Messages the conversations and the chat the address opens with its messages (prefetchChat), and on every
 * screen the notifications the layout's bell lists. Otherwise these requests wait for the screen's chunk and a
 * render (Lighthouse's LCP, and on tracking the timeline growing when the payment's steps arrive:
 * bench/lighthouse.mjs). A visitor who is not signed in
 * gets 401s, and the session guard sends them to sign in as before.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  pathname = window.location.pathname,
  search = window.location.search,
) {
  // `/` redirects home.
  if (matchPath('/', pathname) || matchPath(paths.home.path, pathname)) {
    prefetchAnswer(
      queryClient,
      queryKeys.orders.overview(),
      'orders/overview',
      async () => (await orderSchemas()).SenderOverviewSchema,
    );
    prefetchAnswer(
      queryClient,
      queryKeys.orders.list(homeFirstPage),
      pathWithQuery('orders', homeFirstPage),
      async () => (await orderSchemas()).OrderPageSchema,
    );
  }
  const searchParams = new URLSearchParams(search);
  const deliveryId = deliveryIdOf(searchParams);
  if (matchPath(paths.deliveryTracking.path, pathname) && deliveryId) {
    const orderKey = queryKeys.orders.detail(deliveryId);
    void prefetchAnswer(
      queryClient,
      orderKey,
      `orders/${deliveryId}`,
      async () => (await orderSchemas()).OrderSchema,
    ).then(() => {
      const order = queryClient.getQueryData<Order>(orderKey);
      // The screen's own rule: before a match there is no payment (404) and no dispute.
      if (!order || !hasPayment(order)) return;
      prefetchAnswer(
        queryClient,
        queryKeys.orders.payment(deliveryId),
        `orders/${deliveryId}/payment`,
        async () => (await paymentSchemas()).PaymentSchema,
      );
      prefetchAnswer(
        queryClient,
        webQueryKeys.disputes.order(deliveryId),
        `orders/${deliveryId}/disputes`,
        async () => (await disputeSchemas()).OrderDisputesSchema,
      );
    });
  }
  if (matchPath(paths.message.path, pathname)) prefetchChat(queryClient, searchParams);
  // Last: the bell's list is the least urgent.
  prefetchNotifications(queryClient);
}
