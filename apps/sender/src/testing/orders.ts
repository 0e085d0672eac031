// Test-only: API answers shaped by the contract's schemas (parsed here, so a builder never drifts from them).
import { nextDeliveryId } from '@tote/testing/ids';
import {
  type Order,
  type OrderPage,
  OrderPageSchema,
  OrderSchema,
  type OrderSummary,
  OrderSummarySchema,
  type SenderOverview,
  SenderOverviewSchema,
} from '@tote/validation/orders';

export { nextDeliveryId };

export function buildOrder(overrides: Partial<Order> = {}): Order {
  const deliveryId = overrides.deliveryId ?? nextDeliveryId();
  return OrderSchema.parse({
    id: `order-${deliveryId}`,
    deliveryId,
    category: 'Gadgets',
    itemNames: ['Laptop', 'Charger'],
    pickupAddress: '12 Marina Road, Lagos',
    pickupCountry: 'NG',
    deliveryAddress: 'KG 7 Ave, Kigali',
    deliveryCountry: 'RW',
    status: 'processing',
    travelerName: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    senderId: 'user-1',
    senderName: 'Ada Lovelace',
    receiverName: 'Grace Hopper',
    receiverPhone: '+250788123456',
    weightKg: 2.5,
    price: { amountMinor: 45000, currency: 'USD' },
    images: [{ id: 'img-1', url: `/api/v1/orders/${deliveryId}/images/img-1`, contentType: 'image/png' }],
    events: [{ id: 'ev-1', type: 'placed', note: null, createdAt: '2026-03-01T09:00:00.000Z' }],
    courier: null,
    estimatedDeliveryAt: null,
    canChangeAddress: true,
    canCancel: true,
    ...overrides,
  });
}

/** An order a traveler has taken on a flight (status shipping unless told). */
export function buildShippingOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    status: 'shipping',
    travelerName: 'Amina Yusuf',
    courier: {
      travelerId: 'user-9',
      travelerName: 'Amina Yusuf',
      travelerAvatarUrl: null,
      airline: 'RwandAir',
      flightNumber: 'WB 203',
      departureCity: 'Lagos',
      destinationCity: 'Kigali',
      departureAt: '2026-03-03T08:00:00.000Z',
      arrivalAt: '2026-03-03T13:00:00.000Z',
    },
    estimatedDeliveryAt: '2026-03-03T13:00:00.000Z',
    events: [
      { id: 'ev-1', type: 'placed', note: null, createdAt: '2026-03-01T09:00:00.000Z' },
      { id: 'ev-2', type: 'matched', note: null, createdAt: '2026-03-02T09:00:00.000Z' },
      { id: 'ev-3', type: 'shipping', note: null, createdAt: '2026-03-03T08:00:00.000Z' },
    ],
    canChangeAddress: false,
    canCancel: false,
    ...overrides,
  });
}

/** The list view of an order: the summary schema keeps exactly the summary's fields. */
export function toSummary(order: Order): OrderSummary {
  return OrderSummarySchema.parse(order);
}

export function buildOrderPage(orders: Order[], page: Partial<Omit<OrderPage, 'orders'>> = {}): OrderPage {
  return OrderPageSchema.parse({
    orders: orders.map(toSummary),
    total: orders.length,
    page: 1,
    pageSize: 10,
    ...page,
  });
}

export function buildOverview(overrides: Partial<SenderOverview> = {}): SenderOverview {
  return SenderOverviewSchema.parse({ onTheWay: null, monthlyCount: 0, ...overrides });
}
