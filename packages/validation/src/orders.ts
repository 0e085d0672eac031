import './zod-config';
import { z } from 'zod';
import { CountryFieldSchema } from './countries';
import { DELIVERY_ID_PATTERN } from './delivery-id';
import { defineErrors, NUL_CHARACTER_MESSAGE, waitInWords } from './errors';

/**
 * Delivery orders: the central record of the marketplace (docs/product/sender.md: Request Delivery, the
 * delivery cards; lifecycles.md, Order).
 * The routes: contracts/orders.ts (the bell's: contracts/notifications.ts).
 */

// Money: integer minor units plus an ISO 4217 code; the marketplace prices in USD for now.
export const CURRENCIES = ['USD'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;
export const MoneySchema = z.object({ amountMinor: z.number().int(), currency: CurrencySchema });
export type Money = z.infer<typeof MoneySchema>;

export const MAX_ORDER_IMAGES = 6;
export const ORDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Item photos are images: png, jpeg/jpg, gif (docs/product/sender.md, Request Delivery). */
export const ORDER_IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/gif': ['.gif'],
} as const;
export const MAX_WEIGHT_KG = 100; // more than any traveler's spare luggage allowance
export const MAX_PRICE_USD = 10_000;
export const MAX_ITEMS = 20;
/**
 * The deepest page of a list: OFFSET makes the database read and drop every row before the page, so an
 * unbounded `page` lets one request scan a whole table (ASVS 11.1.4, anti-automation; OWASP API4:2023
 * unrestricted resource consumption). 1,000 pages of 50 is 50,000 orders: beyond that, search narrows the list.
 */
export const MAX_PAGE = 1000;
/**
 * Address changes per order: at most ADDRESS_CHANGE_LIMIT in ADDRESS_CHANGE_WINDOW_MINUTES (429 with
 * Retry-After after that), and an order's read shows only the latest ADDRESS_CHANGES_SHOWN of them, so flipping
 * an address back and forth cannot grow what every read returns (OWASP API4:2023 unrestricted resource
 * consumption; docs/product/sender.md, Change Address).
 */
export const ADDRESS_CHANGE_LIMIT = 5;
export const ADDRESS_CHANGE_WINDOW_MINUTES = 60;
export const ADDRESS_CHANGES_SHOWN = 5;

export const orderMessages = {
  categoryRequired: 'Enter the item(s) to be delivered please!',
  itemNameRequired: 'Enter the name of each item please!',
  pickupAddressRequired: 'Enter the address sending from please!',
  pickupCountryRequired: 'Enter the country sending from please!',
  deliveryAddressRequired: 'Enter the address delivering to please!',
  deliveryCountryRequired: 'Enter the country delivering to please!',
  receiverNameRequired: 'Enter the name of the receiver please!',
  receiverPhoneInvalid: 'Enter the receiver’s phone number in international format, e.g. +250 788 123 456.',
  weightInvalid: `Enter a weight above 0 and up to ${MAX_WEIGHT_KG} kg.`,
  priceInvalid: `Enter a price above $0 and up to $${MAX_PRICE_USD.toLocaleString('en-US')}.`,
  imagesRequired: 'Add at least one image of the item(s).',
  tooManyItems: `List at most ${MAX_ITEMS} items.`,
  orderShipped: 'This order has shipped, so its address can no longer be changed.',
  orderNotCancellable: 'This order has shipped, so it can no longer be cancelled.',
  orderClosed: 'This order was cancelled, so it can no longer be changed.',
  // The trip it is matched to flies to one country (docs/product/sender.md, Change Address).
  countryLocked:
    'This order is matched to a traveler flying to its delivery country, so the country can no longer be changed. Cancel the order and request a new delivery to send it elsewhere.',
  addressChangesTooFast: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `This address was changed too many times. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  // The per-sender limit on new orders (apps/api modules/orders/orders.policy.ts: 10 an hour, 30 a day).
  tooManyOrders: (retryAfterSeconds: number) =>
    `You have requested many deliveries in a short time. You can request another in ${waitInWords(retryAfterSeconds)}.`,
  // The server's answers to an upload, in the drop zone's own words (docs/product/messages.md, Orders).
  imageType: 'File type must be image/png, image/jpeg or image/gif',
  imageTooLarge: `File is larger than ${ORDER_IMAGE_MAX_BYTES} bytes`,
  tooManyImages: 'Too many files',
  senderRoleRequired: 'Choose the sender role to request deliveries.',
  pageOutOfRange: `Choose a page from 1 to ${MAX_PAGE.toLocaleString('en-US')}; search to find older orders.`,
  // IETF draft "The Idempotency-Key HTTP Header Field", Error Scenarios: a key reused with another body is a 422.
  idempotencyKeyReused:
    'This request was already sent with different details. Reload the form to place a new order.',
  // The order lifecycle's refusals (apps/api modules/orders/order-status.ts: transitionOrder,
  // matchOrderToTrip).
  invalidTransition: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  noActiveMatch: 'Match the order with a trip before marking it matched.',
  tripNotApproved: 'Only an approved trip takes orders.',
  tripFull: 'The trip has not enough room left for this order.',
} as const;

/**
 * What the orders module answers when it refuses (the routes in contracts/*.ts list which). invalid_transition's
 * message names the two statuses when raised; the catalogue keeps its general form.
 */
export const orderErrors = defineErrors({
  idempotencyKeyReused: {
    status: 422,
    code: 'idempotency_key_reused',
    message: orderMessages.idempotencyKeyReused,
  },
  orderShipped: { status: 409, code: 'order_shipped', message: orderMessages.orderShipped },
  orderClosed: { status: 409, code: 'order_closed', message: orderMessages.orderClosed },
  countryLocked: { status: 409, code: 'country_locked', message: orderMessages.countryLocked },
  /** Too many address changes of one order (ADDRESS_CHANGE_LIMIT); Retry-After says when the next may come. */
  addressChangesTooFast: {
    status: 429,
    code: 'too_many_address_changes',
    message: 'This address was changed too many times. Try again later.',
  },
  /** Too many new orders from one sender (orders.policy.ts); Retry-After says when the next may come. */
  tooManyOrders: {
    status: 429,
    code: 'too_many_orders',
    message: 'You have requested many deliveries in a short time. Try again later.',
  },
  orderNotCancellable: {
    status: 409,
    code: 'order_not_cancellable',
    message: orderMessages.orderNotCancellable,
  },
  invalidTransition: {
    status: 409,
    code: 'invalid_transition',
    message: 'The order cannot take that status from the one it has.',
  },
  noActiveMatch: { status: 409, code: 'no_active_match', message: orderMessages.noActiveMatch },
  tripNotApproved: { status: 409, code: 'trip_not_approved', message: orderMessages.tripNotApproved },
  tripFull: { status: 409, code: 'trip_full', message: orderMessages.tripFull },
  // The item photos of POST /orders (the other upload answers: uploadErrors).
  imageTooLarge: { status: 413, code: 'file_too_large', message: orderMessages.imageTooLarge },
  imageType: { status: 400, code: 'file_type', message: orderMessages.imageType },
  tooManyImages: { status: 400, code: 'too_many_files', message: orderMessages.tooManyImages },
});

/** Where an order's image is served (owner or staff): GET /orders/:deliveryId/images/:imageId. */
export const orderImagePath = (deliveryId: string, imageId: string) =>
  `/api/v1/orders/${deliveryId}/images/${imageId}`;

// No U+0000: PostgreSQL text cannot store it. The API refuses it in JSON bodies, queries and params before any
// schema runs (apps/api/src/plugins/text-input.ts); multipart forms reach these schemas as they are.
/** A required text field: trimmed, not empty (`message`), at most `max` characters, no U+0000. */
export const requiredText = (message: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE);

/** Dollars typed in the form ("25", "25.5", "25.50") to integer cents. */
export function dollarsToMinor(dollars: number): number {
  return Math.round(dollars * 100);
}

export function formatMoney({ amountMinor, currency }: Money): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountMinor / 100);
}

/** "+$12.00" or "−$40.00" (a real minus sign, read as "minus"): what a movement did to a balance. */
export function formatSignedMoney(amount: Money): string {
  const size = formatMoney({ ...amount, amountMinor: Math.abs(amount.amountMinor) });
  return amount.amountMinor < 0 ? `−${size}` : `+${size}`;
}

export const AddressSchema = z.object({
  deliveryAddress: requiredText(orderMessages.deliveryAddressRequired, 300),
  deliveryCountry: CountryFieldSchema(orderMessages.deliveryCountryRequired),
});

/*
 * The Request Delivery form's schema (CreateOrderSchema), its types (CreateOrder, CreateOrderInput) and
 * PhoneSchema live in ./order-form: they bring the phone library (libphonenumber-js), which only that form
 * and POST /orders need. Screens that import this module (every role app's first screen parses its answers
 * with these schemas) would otherwise download and run it too, since a bundler keeps every schema built at a
 * module's top level (the first-load JS budget, bench/size.mjs). This module does not re-export the types:
 * ./order-form imports this one, and the dependency rules refuse cycles, type-only ones included.
 */

export const ChangeAddressSchema = AddressSchema;
export type ChangeAddress = z.infer<typeof ChangeAddressSchema>;

export const CancelOrderSchema = z.object({ reason: z.string().trim().max(300).optional() });
export type CancelOrder = z.infer<typeof CancelOrderSchema>;

/**
 * Lifecycle of an order. processing -> matched -> shipping -> delivered; cancelled before shipping; failed
 * when staff mark a matched or shipping delivery as not made (docs/product/admin.md, Update Delivery Status:
 * Failed).
 */
export const ORDER_STATUSES = [
  'processing',
  'matched',
  'shipping',
  'delivered',
  'cancelled',
  'failed',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The sender's tabs (docs/product/sender.md, /delivery): Processing, Delivered, Cancelled. */
export const ORDER_TABS = ['processing', 'delivered', 'cancelled'] as const;
export const OrderTabSchema = z.enum(ORDER_TABS);
export type OrderTab = z.infer<typeof OrderTabSchema>;
export const tabOfStatus = (status: OrderStatus): OrderTab =>
  status === 'delivered'
    ? 'delivered'
    : status === 'cancelled' || status === 'failed'
      ? 'cancelled'
      : 'processing';

/**
 * What an order's status says on every badge, table, card and staff list, one definition for all
 * (docs/product/lifecycles.md, Order): the product's In Process, Delivered, Cancelled and Failed, and for an
 * order in process the step it has reached, named as on its timeline, so a matched order and one on its way
 * read differently.
 */
export const orderStatusLabels: Record<OrderStatus, string> = {
  processing: 'In Process · Placed',
  matched: 'In Process · Matched',
  shipping: 'In Process · Shipping',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/**
 * Who carries an order, as its lists say it: the traveler of its match (for a cancelled or failed one, the match
 * its end closed: the API's list reads it so), else why there is none.
 */
export function orderTravelerText(order: { status: OrderStatus; travelerName: string | null }): string {
  if (order.travelerName) return order.travelerName;
  return order.status === 'processing' ? 'Finding a traveler' : 'No traveler';
}

export const orderTabLabels: Record<OrderTab, string> = {
  processing: 'Processing',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
/** What each tab holds, said on the tab (tabOfStatus): the Cancelled tab keeps the failed deliveries too. */
export const orderTabDescriptions: Record<OrderTab, string> = {
  processing: 'Deliveries placed, matched with a traveler or on their way.',
  delivered: 'Deliveries handed to their receiver.',
  cancelled:
    'Deliveries cancelled before they shipped, and failed ones: deliveries staff marked as not made.',
};

/** The append-only history of an order. */
export const ORDER_EVENT_TYPES = [
  'placed',
  'matched',
  'unmatched',
  'shipping',
  'delivered',
  'cancelled',
  'address_changed',
  'failed',
] as const;
export const OrderEventTypeSchema = z.enum(ORDER_EVENT_TYPES);
export type OrderEventType = z.infer<typeof OrderEventTypeSchema>;

export const OrderEventSchema = z.object({
  id: z.string(),
  type: OrderEventTypeSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** The traveler carrying an order and their flight (from the active match and its trip). */
export const CourierSchema = z.object({
  travelerId: z.string(),
  travelerName: z.string(),
  travelerAvatarUrl: z.string().nullable(),
  airline: z.string().nullable(),
  flightNumber: z.string().nullable(),
  departureCity: z.string(),
  destinationCity: z.string(),
  departureAt: z.string(),
  arrivalAt: z.string(),
});
export type Courier = z.infer<typeof CourierSchema>;

export const OrderImageSchema = z.object({ id: z.string(), url: z.string(), contentType: z.string() });

/**
 * Declared contents (docs/decisions/020-declared-contents.md): the sender's declaration as the traveler, the sender and staff see it: what the items are, their declared value
 * (the order's price), and when the sender attested against which version of the list. Orders placed before the
 * attestation existed have `attestedAt` null.
 */
export const ContentsDeclarationSchema = z.object({
  category: z.string(),
  itemNames: z.array(z.string()),
  declaredValue: MoneySchema,
  attestedAt: z.string().nullable(),
  listVersion: z.string().nullable(),
});
export type ContentsDeclaration = z.infer<typeof ContentsDeclarationSchema>;

export const OrderSummarySchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  category: z.string(),
  itemNames: z.array(z.string()),
  pickupCountry: z.string(),
  deliveryAddress: z.string(),
  deliveryCountry: z.string(),
  status: OrderStatusSchema,
  travelerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderSchema = OrderSummarySchema.extend({
  senderId: z.string(),
  senderName: z.string(),
  pickupAddress: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  weightKg: z.number(),
  price: MoneySchema,
  images: z.array(OrderImageSchema),
  events: z.array(OrderEventSchema),
  courier: CourierSchema.nullable(),
  /** Estimated delivery: the matched flight's arrival, when there is one. */
  estimatedDeliveryAt: z.string().nullable(),
  canChangeAddress: z.boolean(),
  canCancel: z.boolean(),
  /**
   * The 6-digit hand-over code (trips.ts): only its sender sees it, only while matched or shipping; they pass it
   * to the receiver, who gives it to the traveler at hand-over. The API always sends it; the default only keeps
   * stubs built before it existed parsing.
   */
  handOverCode: z.string().nullable().default(null),
  /** Declared contents (ContentsDeclarationSchema); the default only keeps stubs built before it parsing. */
  contents: ContentsDeclarationSchema.nullable().default(null),
});
export type Order = z.infer<typeof OrderSchema>;

export { DELIVERY_ID_PATTERN };
export const DeliveryIdParamsSchema = z.object({
  deliveryId: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(DELIVERY_ID_PATTERN, 'A Delivery ID looks like TT-7K3Q9M.')),
});

/** Header of POST /orders: made once when the form opens, so a repeat (double click, retry) is one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** `page` and `pageSize` of every paged list (spread into its query schema). */
export const PageQueryShape = {
  page: z.coerce
    .number()
    .int(orderMessages.pageOutOfRange)
    .min(1, orderMessages.pageOutOfRange)
    .max(MAX_PAGE, orderMessages.pageOutOfRange)
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};

export const OrderListQuerySchema = z.object({
  tab: OrderTabSchema.optional(),
  q: z.string().trim().max(100).optional(),
  ...PageQueryShape,
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

export const OrderPageSchema = z.object({
  orders: z.array(OrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const SenderOverviewSchema = z.object({
  /** The order now shipping that arrives soonest, with hours until its flight lands. */
  onTheWay: z
    .object({
      deliveryId: z.string(),
      travelerName: z.string(),
      category: z.string(),
      hoursAway: z.number().int(),
    })
    .nullable(),
  /** Orders placed this calendar month (UTC). */
  monthlyCount: z.number().int(),
});
export type SenderOverview = z.infer<typeof SenderOverviewSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  deliveryId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export type NotificationList = z.infer<typeof NotificationListSchema>;
