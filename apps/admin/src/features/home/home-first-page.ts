import type { AdminOrderListQuery } from '@tote/validation/admin';

// Apart from the screen so that the app's entry can ask for the home screen's first page (app/prefetch.ts)
// without loading the screen.

/** Rows per page of the Update Delivery Status list. */
export const DELIVERY_STATUS_PAGE_SIZE = 10;

/** Rows per page of the review queues (traveler verifications, pending trips). */
export const QUEUE_PAGE_SIZE = 5;

/** What the Update Delivery Status list asks for when /admin opens: the first page. */
export const deliveryStatusesFirstPage = {
  page: 1,
  pageSize: DELIVERY_STATUS_PAGE_SIZE,
} satisfies AdminOrderListQuery;
