import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderStatus } from '@tote/validation/orders';

/** What a delivery card and a Deliveries table row read: a sender's order and a traveler's delivery both have it. */
export interface DeliveryRow {
  deliveryId: string;
  category: string;
  itemNames: readonly string[];
  status: OrderStatus;
  deliveryAddress: string;
  deliveryCountry: string;
}

/** The paging fields of a list answer (GET /orders, GET /deliveries); each names its rows differently. */
export interface ListPage {
  total: number;
  page: number;
  pageSize: number;
}

/** An app's list hook (useOrders, useDeliveries): its own query key and endpoint, one page per call. */
export type UseListPage<Query, Page> = (query: Query) => UseQueryResult<Page, Error>;

/** The way forward from an empty list: Request Delivery for a sender, Upload Traveler Details for a traveler. */
export interface StartAction {
  href: string;
  label: string;
}
