import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { hearAnnouncements } from '../../db/announced-cache';
import type { DatabaseConnection } from '../../db/client';
import {
  ORDER_LIST_CACHE_DEFAULTS,
  ORDER_LIST_NOTICES_CHANNEL,
  OrderListCache,
  type OrderListCacheOptions,
} from './order-list-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The senders' order-list pages this instance answers from memory (docs/decisions/027-order-list-cache.md). */
    orderListCache: OrderListCache;
  }
}

export interface OrderListCachePluginOptions {
  /** The database, for the order-list notices' listener. */
  connection: DatabaseConnection;
  /** The cache's bounds (tests shrink them). */
  cache?: Partial<OrderListCacheOptions> & {
    /** The listener's first wait before reconnecting after a loss (default 500 ms). */
    reconnectMs?: number;
  };
}

/**
 * The order-list cache, wired like the session cache (plugins/session.ts): trusted only while this instance
 * hears the order-list notices, which the database sends at commit whenever something a sender's list shows
 * changes. On the app itself (not in the routes' scope), so tests reach it as `app.orderListCache`.
 */
const orderListCachePlugin: FastifyPluginAsync<OrderListCachePluginOptions> = async (app, options) => {
  const { reconnectMs, ...bounds } = options.cache ?? {};
  const cache = new OrderListCache({ ...ORDER_LIST_CACHE_DEFAULTS, ...bounds }, false);
  app.decorate('orderListCache', cache);
  const announcements = await hearAnnouncements(
    options.connection,
    ORDER_LIST_NOTICES_CHANNEL,
    cache,
    app.log,
    { name: 'tote-order-lists-listener', firstRetryMs: reconnectMs ?? 500 },
  );
  app.addHook('preClose', () => announcements.close());
};

export default fp(orderListCachePlugin, { name: 'order-list-cache', dependencies: ['db'] });
