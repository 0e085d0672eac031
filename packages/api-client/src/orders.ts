import type { CreateOrderInput } from '@tote/validation/order-form';
import {
  type CancelOrder,
  type ChangeAddress,
  NotificationListSchema,
  type OrderListQuery,
  OrderPageSchema,
  OrderSchema,
  SenderOverviewSchema,
} from '@tote/validation/orders';
import { request, send } from './client';

const orderPath = (deliveryId: string) => `orders/${encodeURIComponent(deliveryId)}`;

/**
 * POST /orders as one multipart request: the form's fields, each item name as its own `itemNames` part and
 * every image as an `images` part. The Idempotency-Key is made once per form, so a repeat (double click,
 * retry after a lost answer) returns the first order instead of creating a second.
 */
export function createOrder(fields: CreateOrderInput, images: readonly File[], idempotencyKey: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'itemNames') continue;
    body.set(name, String(value ?? ''));
  }
  for (const itemName of fields.itemNames) body.append('itemNames', itemName);
  for (const image of images) body.append('images', image, image.name);
  return request(OrderSchema, 'orders', {
    method: 'post',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /orders: the signed-in sender's orders, one page, optionally one tab and a search. */
export function getOrders(query: OrderListQuery = {}) {
  const searchParams = new URLSearchParams();
  if (query.tab) searchParams.set('tab', query.tab);
  const q = query.q?.trim();
  if (q) searchParams.set('q', q);
  if (query.page !== undefined) searchParams.set('page', String(query.page));
  if (query.pageSize !== undefined) searchParams.set('pageSize', String(query.pageSize));
  return request(OrderPageSchema, 'orders', { searchParams });
}

/** GET /orders/overview: the home tiles (the delivery on the way, this month's count). */
export const getOrderOverview = () => request(SenderOverviewSchema, 'orders/overview');

/** GET /orders/:deliveryId: 404 not_found for an unknown id or someone else's order. */
export const getOrder = (deliveryId: string) => request(OrderSchema, orderPath(deliveryId));

/** PATCH /orders/:deliveryId/address: 409 order_shipped once the order has shipped. */
export const changeOrderAddress = (deliveryId: string, address: ChangeAddress) =>
  request(OrderSchema, `${orderPath(deliveryId)}/address`, { method: 'patch', json: address });

/** POST /orders/:deliveryId/cancel: 409 order_not_cancellable once the order has shipped. */
export const cancelOrder = (deliveryId: string, body: CancelOrder = {}) =>
  request(OrderSchema, `${orderPath(deliveryId)}/cancel`, { method: 'post', json: body });

/** GET /notifications: the signed-in person's notifications, newest first. */
export const getNotifications = () => request(NotificationListSchema, 'notifications');

/** POST /notifications/read-all: every notification of the signed-in person read (204). */
export const markNotificationsRead = () => send('notifications/read-all', { method: 'post', json: {} });
