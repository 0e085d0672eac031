import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiUrl } from '@tote/api-client/api-url';
import { matchPath } from 'react-router-dom';
import type { z } from 'zod';
import { paths } from '../config/paths';
import { homeFirstPage } from '../features/orders/home-orders';
import { queryKeys } from '../lib/query-keys';

type OrderSchemas = typeof import('@tote/validation/orders');

/**
 * Puts a GET into the query cache from the app's entry, under the key the screen's own query uses: the request
 * goes out at once, beside the session and the screen's chunk, instead of after the chunk has loaded and
 * rendered (issue 8: Lighthouse LCP). The answer is parsed by the API client with the route's schema, which
 * load meanwhile, exactly as the screen's query would parse it. Later refetches use the screen's own query.
 */
function prefetch(
  queryClient: QueryClient,
  queryKey: QueryKey,
  path: string,
  schemaOf: (schemas: OrderSchemas) => z.ZodType,
) {
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const answer = fetch(apiUrl(path), {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      // parseResponse handles a failure (as an ApiError); this only stops the browser reporting a rejection as
      // unhandled while the client is still loading.
      answer.catch(() => {});
      const [{ parseResponse }, schemas] = await Promise.all([
        import('@tote/api-client/client'),
        import('@tote/validation/orders'),
      ]);
      return parseResponse(schemaOf(schemas), answer);
    },
  });
}

/**
 * Asks for what the first screen shows before the app renders (main.tsx, never tests): on the home screen its
 * tiles and the first page of its table, and on every screen the notifications the layout's bell lists.
 * A visitor who is not signed in gets 401s, and the session guard sends them to sign in as before.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname = window.location.pathname) {
  // `/` redirects home.
  if (matchPath('/', pathname) || matchPath(paths.home.path, pathname)) {
    prefetch(queryClient, queryKeys.orders.overview(), 'orders/overview', (s) => s.SenderOverviewSchema);
    const { page, pageSize } = homeFirstPage;
    prefetch(
      queryClient,
      queryKeys.orders.list(homeFirstPage),
      `orders?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
      (s) => s.OrderPageSchema,
    );
  }
  // Last: the bell's list is the least urgent.
  prefetch(queryClient, queryKeys.notifications, 'notifications', (s) => s.NotificationListSchema);
}
