import type { OrderListQuery } from '@tote/validation/orders';

// Apart from the table so that the app's entry can ask for the home screen's first page (app/prefetch.ts)
// without loading the table.

/** Rows per page of the home screen's Deliveries table. */
export const HOME_PAGE_SIZE = 5;

/** What the Deliveries table asks for when the home screen opens: no search, the first page. */
export const homeFirstPage = { page: 1, pageSize: HOME_PAGE_SIZE } satisfies OrderListQuery;
