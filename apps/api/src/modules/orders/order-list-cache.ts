import * as contract from '@tote/validation/contracts/orders';
import type { OrderListQuery, OrderPage, SenderOverview } from '@tote/validation/orders';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { AnnouncedCache, type AnnouncedCacheOptions } from '../../db/announced-cache';
import type { POOL_CHANNELS } from '../../db/client';

/*
 * The pages of a sender's order list (and their home tiles) this instance has read, kept in memory as the JSON
 * GET /orders (and /orders/overview) sends (docs/decisions/027-order-list-cache.md): a sender's list is read far
 * more often than it changes, and a page answered from here costs no query, no row mapping and no encoding.
 *
 * What keeps it true (db/announced-cache.ts): the database NOTIFYs `tote_order_lists` with the sender's id
 * whenever anything a page of theirs shows changes (migration 0022's triggers), and every instance forgets that
 * sender's pages; while the listener is down the cache is not used, and a read that started before a notice does
 * not put back what the notice removed. Staff's lists (everyone's orders) are not kept.
 */

/** Where the database announces a changed order list (migration 0022); the payload is the sender's id. */
export const ORDER_LIST_NOTICES_CHANNEL = 'tote_order_lists';
// Every pooled connection listens on it (db/client.ts), which hearAnnouncements relies on.
ORDER_LIST_NOTICES_CHANNEL satisfies (typeof POOL_CHANNELS)[number];

export type OrderListCacheOptions = Required<AnnouncedCacheOptions>;

/** 10,000 pages, at most 32 MiB of JSON (a page of 10 orders is 3-5 KiB), each read again after 30 s. */
export const ORDER_LIST_CACHE_DEFAULTS: OrderListCacheOptions = {
  maxEntries: 10_000,
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 30_000,
};

/**
 * A page as GET /orders sends it: encoded by the same compiler, from the same schema, as the route's own
 * serializer (app.ts sets fastify-type-provider-zod's serializerCompiler), so a page from the cache is
 * byte for byte what the route would have written.
 */
export const encodeOrderPage: (page: OrderPage) => string = serializerCompiler({
  schema: contract.listOrders.response,
  method: contract.listOrders.method,
  url: contract.listOrders.path,
});

/**
 * The sender home tiles as GET /orders/overview sends them, encoded the same way. They show the time (the hours
 * until the next flight lands, this month's count), so each says until when it stays true by itself.
 */
export const encodeOverview: (overview: SenderOverview) => string = serializerCompiler({
  schema: contract.getOrderOverview.response,
  method: contract.getOrderOverview.method,
  url: contract.getOrderOverview.path,
});

/** One page of one sender's list: the query as the route validated it (defaults filled in). */
const pageKey = (senderId: string, { tab, q, page, pageSize }: OrderListQuery) =>
  JSON.stringify([senderId, tab ?? null, q || null, page ?? null, pageSize ?? null]);
const overviewKey = (senderId: string) => JSON.stringify([senderId, 'overview']);

/** A sender's order-list pages and home tiles, as JSON, each owned by the sender (the id the notices name). */
export class OrderListCache extends AnnouncedCache<string> {
  /** The page from memory, or `read` from the database (and kept, unless a notice came meanwhile). */
  page(
    senderId: string,
    query: OrderListQuery,
    nowMs: number,
    read: () => Promise<OrderPage>,
  ): Promise<string> {
    return this.answer(pageKey(senderId, query), senderId, nowMs, async () => ({
      json: encodeOrderPage(await read()),
      untilMs: Number.POSITIVE_INFINITY,
    }));
  }

  /** The home tiles from memory, or `read` with the instant they stop being true by themselves. */
  overview(
    senderId: string,
    nowMs: number,
    read: () => Promise<{ overview: SenderOverview; untilMs: number }>,
  ): Promise<string> {
    return this.answer(overviewKey(senderId), senderId, nowMs, async () => {
      const { overview, untilMs } = await read();
      return { json: encodeOverview(overview), untilMs };
    });
  }

  private async answer(
    key: string,
    senderId: string,
    nowMs: number,
    read: () => Promise<{ json: string; untilMs: number }>,
  ): Promise<string> {
    const cached = this.get(key, nowMs);
    if (cached !== undefined) return cached;
    const ticket = this.ticket();
    const { json, untilMs } = await read();
    // Weighed in characters: V8 keeps a one-byte string for JSON without other than Latin-1 text, two otherwise.
    this.put(key, senderId, json, ticket, nowMs, { bytes: json.length, untilMs });
    return json;
  }
}
