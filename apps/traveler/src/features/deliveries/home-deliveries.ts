import type { DeliveryListQuery } from '@tote/validation/trips';

// Apart from the table so that the app's entry can ask for the Overview's first page (app/prefetch.ts) without
// loading the table.

/** Rows per page of the Overview's Deliveries table. */
export const HOME_PAGE_SIZE = 5;

/** What the Deliveries table asks for when the Overview opens: no search, the first page. */
export const homeFirstPage = { page: 1, pageSize: HOME_PAGE_SIZE } satisfies DeliveryListQuery;
