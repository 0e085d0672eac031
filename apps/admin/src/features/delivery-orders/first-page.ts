import type { AdminOrderListQuery } from '@tote/validation/admin';

// Apart from the screen so that the app's entry can ask for /admin-l's first page (app/prefetch.ts) without
// loading the screen.

/** Rows per page of both Delivery Orders tabs. */
export const DELIVERY_ORDERS_PAGE_SIZE = 10;

/** What the Senders tab asks for when /admin-l opens without a tab, page or search: the first page. */
export const senderOrdersFirstPage = {
  status: 'processing',
  page: 1,
  pageSize: DELIVERY_ORDERS_PAGE_SIZE,
} satisfies AdminOrderListQuery;
