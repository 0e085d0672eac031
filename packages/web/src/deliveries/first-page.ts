// Apart from the screen so that an app's entry can ask for the list's first page (app/prefetch.ts) without
// loading the screen or zod.

/** Rows per page of the Deliveries screens (the sender's /delivery, the traveler's /delivery-order). */
export const DELIVERIES_PAGE_SIZE = 10;

/** What a Deliveries screen opened without `?tab=` or `?page=` asks for: the Processing tab's first page. */
export const deliveriesFirstPage = { tab: 'processing', page: 1, pageSize: DELIVERIES_PAGE_SIZE } as const;
