import * as notifications from '@tote/validation/contracts/notifications';
import * as orders from '@tote/validation/contracts/orders';
import type { CreateOrderInput } from '@tote/validation/order-form';
import type { CancelOrder, ChangeAddress, OrderListQuery } from '@tote/validation/orders';
import { call } from './client';

/**
 * POST /orders as one multipart request: the form's fields, each item name as its own `itemNames` part and
 * every image as an `images` part. The Idempotency-Key is made once per form, so a repeat (double click,
 * retry after a lost answer) returns the first order instead of creating a second.
 */
export function createOrder(fields: CreateOrderInput, images: readonly File[], idempotencyKey: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'itemNames') continue;
    form.set(name, String(value ?? ''));
  }
  for (const itemName of fields.itemNames) form.append('itemNames', itemName);
  for (const image of images) form.append('images', image, image.name);
  return call(orders.createOrder, { form, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** GET /orders: the signed-in sender's orders, one page, optionally one tab and a search. */
export const getOrders = (query: OrderListQuery = {}) => call(orders.listOrders, { query });

/** GET /orders/overview: the home tiles (the delivery on the way, this month's count). */
export const getOrderOverview = () => call(orders.getOrderOverview, {});

/** GET /orders/:deliveryId: 404 not_found for an unknown id or someone else's order. */
export const getOrder = (deliveryId: string) => call(orders.getOrder, { params: { deliveryId } });

/** PATCH /orders/:deliveryId/address: 409 order_shipped once the order has shipped. */
export const changeOrderAddress = (deliveryId: string, address: ChangeAddress) =>
  call(orders.changeOrderAddress, { params: { deliveryId }, json: address });

/** POST /orders/:deliveryId/cancel: 409 order_not_cancellable once the order has shipped. */
export const cancelOrder = (deliveryId: string, body: CancelOrder = {}) =>
  call(orders.cancelOrder, { params: { deliveryId }, json: body });

/** GET /notifications: the signed-in person's notifications, newest first. */
export const getNotifications = () => call(notifications.listNotifications, {});

/** POST /notifications/read-all: every notification of the signed-in person read (204). */
export const markNotificationsRead = () => call(notifications.markNotificationsRead, { json: {} });
