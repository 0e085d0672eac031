import { orderFormFields, pngBytes } from '@tote/fixtures/factories/orders';
import type { CreateOrderInput } from '@tote/validation/order-form';
import type { Order, OrderStatus } from '@tote/validation/orders';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { orders } from '../src/db/schema/orders';
import { type TripRow, trips } from '../src/db/schema/trips';
import { findActiveMatchView } from '../src/modules/matches/matches.repo';
import { generateBookingId } from '../src/modules/orders/delivery-id';
import { matchOrderToTrip, transitionOrder } from '../src/modules/orders/order-status';
import { findOrderByDeliveryId } from '../src/modules/orders/orders.repo';
import { type AccountsTestApp, API, createStaff, signUpVerified, withSession } from './accounts';
import { type FilePart, multipart } from './multipart';

export type { FilePart } from './multipart';
export { multipart };

// Helpers for the orders tests: people, multipart forms, and trips and matches made without their routes (a
// match inserted the way the staff match route makes it: match row + transitionOrder).

export const png = (filename = 'item.png', content: Uint8Array = pngBytes()): FilePart => ({
  name: 'images',
  filename,
  type: 'image/png',
  content,
});

export interface Person {
  userId: string;
  token: string;
  email: string;
}

export async function newSender(t: AccountsTestApp, fullName = 'Grace Sender'): Promise<Person> {
  const person = await signUpVerified(t, { kind: 'sender', fullName });
  return { userId: person.userId, token: person.token, email: person.email };
}

export async function newTraveler(t: AccountsTestApp, fullName = 'Tomas Traveler'): Promise<Person> {
  const person = await signUpVerified(t, { kind: 'traveler', fullName });
  return { userId: person.userId, token: person.token, email: person.email };
}

/** Staff accounts are never made by a request (admin:create CLI or the seed); signed in with the second factor. */
export async function newStaff(t: AccountsTestApp): Promise<Person> {
  const staff = await createStaff(t);
  return { userId: staff.userId, token: staff.token, email: staff.email };
}

export function postOrder(
  t: AccountsTestApp,
  token: string,
  options: {
    fields?: Record<string, string | string[]>;
    overrides?: Partial<CreateOrderInput>;
    files?: FilePart[];
    idempotencyKey?: string;
  } = {},
) {
  const body = multipart(options.fields ?? orderFormFields(options.overrides), options.files ?? [png()]);
  return t.app.inject({
    method: 'POST',
    url: `${API}/orders`,
    cookies: withSession(token),
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
  });
}

/** Places an order through the API; expects 201. */
export async function placeOrder(
  t: AccountsTestApp,
  sender: Person,
  overrides: Partial<CreateOrderInput> = {},
): Promise<Order> {
  const response = await postOrder(t, sender.token, { overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
}

/**
 * Moves the sender's orders back by `ms` (an hour unless told), as if placed that much earlier. A test whose
 * sender places more orders than the per-sender limits allow (orders.policy.ts: 10 an hour, 30 a day) makes
 * room this way rather than by moving the clock, which would end everyone's sessions; their order among
 * themselves stays. new-order-limits.test.ts tests the limits themselves.
 */
export async function backdateOrders(db: Database, senderId: string, ms = 3_600_000): Promise<void> {
  await db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(orders.senderId, senderId));
}

export function getJson(t: AccountsTestApp, token: string, url: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, cookies: withSession(token), query });
}

export function send(
  t: AccountsTestApp,
  token: string,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object = {},
) {
  return t.app.inject({ method, url: `${API}${url}`, cookies: withSession(token), payload });
}

/**
 * A trip of the traveler written straight to the database (approved unless told otherwise), Lagos to Kigali;
 * `arrivalAt` defaults to 6 hours after the departure, the remaining capacity to the whole weight offered.
 */
export async function createTrip(
  db: Database,
  travelerId: string,
  overrides: Partial<typeof trips.$inferInsert> = {},
): Promise<TripRow> {
  const departureAt = overrides.departureAt ?? new Date('2026-01-06T08:00:00.000Z');
  const weightAvailableGrams = overrides.weightAvailableGrams ?? 20_000;
  const [row] = await db
    .insert(trips)
    .values({
      bookingId: generateBookingId(),
      travelerId,
      departureCountry: 'NG',
      departureCity: 'Lagos',
      arrivalCountry: 'RW',
      arrivalCity: 'Kigali',
      arrivalAddress: 'Kigali International Airport',
      departureAt,
      departureTimeZone: 'Africa/Lagos',
      arrivalAt: new Date(departureAt.getTime() + 6 * 60 * 60 * 1000),
      arrivalTimeZone: 'Africa/Kigali',
      airline: 'RwandAir',
      flightNumber: 'WB 203',
      weightAvailableGrams,
      remainingGrams: weightAvailableGrams,
      feePerKgMinor: 1_500,
      currency: 'USD',
      status: 'approved',
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      updatedAt: new Date('2026-01-01T00:00:00.000Z'),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('trip insert returned nothing');
  return row;
}

/**
 * Moves an order along the lifecycle as staff and the traveler will: 'matched' goes through matchOrderToTrip
 * (the match row, the trip's capacity, the hand-over code), the rest through transitionOrder. Each step is one
 * transaction, like the routes that do it.
 */
export async function moveOrder(
  t: AccountsTestApp,
  deliveryId: string,
  steps: OrderStatus[],
  options: { tripId?: string; staffId?: string | null } = {},
): Promise<void> {
  const order = await findOrderByDeliveryId(t.db, deliveryId);
  if (!order) throw new Error(`no order ${deliveryId}`);
  for (const to of steps) {
    await t.db.transaction(async (tx) => {
      const at = t.clock.now();
      if (to === 'matched') {
        if (!options.tripId) throw new Error('matching needs a tripId');
        await matchOrderToTrip(tx, {
          orderId: order.id,
          tripId: options.tripId,
          staffId: options.staffId ?? null,
          at,
        });
        // As the staff match route does: the match's payment, waiting for the sender (test/payments.ts pays it).
        const made = await findActiveMatchView(tx, order.id);
        if (!made) throw new Error(`no match of ${deliveryId} after matching it`);
        await t.app.payments.onMatched(tx, { order, trip: made.trip, match: made.match });
        return;
      }
      await transitionOrder(tx, order.id, to, options.staffId ? { id: options.staffId } : null, { at });
    });
  }
}
