import { randomUUID } from 'node:crypto';
import {
  type DemoNotification,
  type DemoOrder,
  type DemoTrip,
  demoMatcherEmail,
  demoNotifications,
  demoOrders,
  demoTravelerNotifications,
  demoTrips,
} from '@tote/fixtures/demo/orders';
import { pngImage } from '@tote/fixtures/png';
import { PROHIBITED_ITEMS_VERSION } from '@tote/validation/contents';
import { DELIVERY_ID_PATTERN, dollarsToMinor } from '@tote/validation/orders';
import { BOOKING_ID_PATTERN } from '@tote/validation/trips';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { notifications } from '../../db/schema/notifications';
import { orderEvents } from '../../db/schema/order-events';
import { orderImages } from '../../db/schema/order-images';
import { orders } from '../../db/schema/orders';
import { trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import type { UploadFolder } from '../uploads/storage';
import { orderSearchText } from './orders.repo';

const HOUR_MS = 60 * 60 * 1000;
const DEMO_IMAGE_SIZE = 48; // px; about 7 KB each

export interface DemoOrdersData {
  trips: readonly DemoTrip[];
  orders: readonly DemoOrder[];
  notifications: readonly DemoNotification[];
  matcherEmail: string;
}

const fromFixtures: DemoOrdersData = {
  trips: demoTrips,
  orders: demoOrders,
  notifications: [...demoNotifications, ...demoTravelerNotifications],
  matcherEmail: demoMatcherEmail,
};

/**
 * The demo deliveries from packages/fixtures (db/seed.ts calls this after the demo accounts, in demo mode,
 * into an empty database only). Times are relative to `now`; item photos are small PNGs drawn here and written
 * to the `orders` upload folder. One transaction: a failed seed leaves no half-made demo (and its files are removed).
 */
export async function seedDemoOrders(
  db: Database,
  options: { images: UploadFolder; now?: Date; data?: DemoOrdersData },
): Promise<void> {
  const now = options.now ?? new Date();
  const data = options.data ?? fromFixtures;
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);

  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const userId = (email: string) => {
    const found = people.find((person) => person.email === email);
    if (!found) throw new Error(`demo orders: no demo account ${email}`);
    return found.id;
  };

  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const tripIds = new Map<string, string>();
      const matcher = userId(data.matcherEmail);
      for (const trip of data.trips) {
        if (!BOOKING_ID_PATTERN.test(trip.bookingId)) {
          throw new Error(`demo orders: ${trip.bookingId} is not a valid booking id`);
        }
        const weightGrams = Math.round(trip.weightAvailableKg * 1000);
        // The room the trip's open deliveries (matched or shipping) leave, as matching would have left it.
        const carried = data.orders
          .filter((order) => order.tripKey === trip.key && ['matched', 'shipping'].includes(order.status))
          .reduce((sum, order) => sum + Math.round(order.weightKg * 1000), 0);
        const reviewed = trip.status !== 'pending';
        const [row] = await tx
          .insert(trips)
          .values({
            bookingId: trip.bookingId,
            travelerId: userId(trip.travelerEmail),
            departureCountry: trip.departureCountry,
            departureCity: trip.departureCity,
            arrivalCountry: trip.arrivalCountry,
            arrivalCity: trip.arrivalCity,
            arrivalAddress: trip.arrivalAddress,
            departureAt: at(trip.departureInHours),
            departureTimeZone: trip.departureTimeZone,
            arrivalAt: at(trip.arrivalInHours),
            arrivalTimeZone: trip.arrivalTimeZone,
            airline: trip.airline,
            flightNumber: trip.flightNumber,
            weightAvailableGrams: weightGrams,
            remainingGrams: weightGrams - carried,
            feePerKgMinor: dollarsToMinor(trip.feePerKgUsd),
            currency: 'USD',
            status: trip.status,
            rejectionReason: trip.rejectionReason ?? null,
            reviewedBy: reviewed && trip.status !== 'cancelled' ? matcher : null,
            reviewedAt: reviewed && trip.status !== 'cancelled' ? at(trip.createdInHours + 12) : null,
            createdAt: at(trip.createdInHours),
            updatedAt: at(trip.createdInHours),
          })
          .returning({ id: trips.id });
        if (row) tripIds.set(trip.key, row.id);
      }

      const orderIds = new Map<string, string>();
      for (const order of data.orders) {
        if (!DELIVERY_ID_PATTERN.test(order.deliveryId)) {
          throw new Error(`demo orders: ${order.deliveryId} is not a valid delivery id`);
        }
        if (['matched', 'shipping'].includes(order.status) !== Boolean(order.handOverCode)) {
          throw new Error(
            `demo orders: ${order.deliveryId} needs a hand-over code exactly while matched or shipping`,
          );
        }
        const senderId = userId(order.senderEmail);
        const placedAt = at(order.events[0]?.atInHours ?? 0);
        const lastAt = at(order.events.at(-1)?.atInHours ?? 0);
        const [row] = await tx
          .insert(orders)
          .values({
            deliveryId: order.deliveryId,
            senderId,
            category: order.category,
            itemNames: order.itemNames,
            pickupAddress: order.pickupAddress,
            pickupCountry: order.pickupCountry,
            deliveryAddress: order.deliveryAddress,
            deliveryCountry: order.deliveryCountry,
            receiverName: order.receiverName,
            receiverPhone: order.receiverPhone,
            weightGrams: Math.round(order.weightKg * 1000),
            priceMinor: dollarsToMinor(order.priceUsd),
            currency: 'USD',
            status: order.status,
            handOverCode: order.handOverCode ?? null,
            // Every demo order was placed with the declared contents attested (docs/decisions/020-declared-contents.md).
            contentsAttestedAt: placedAt,
            prohibitedListVersion: PROHIBITED_ITEMS_VERSION,
            searchText: orderSearchText(order),
            createdAt: placedAt,
            updatedAt: lastAt,
          })
          .returning({ id: orders.id });
        if (!row) throw new Error(`demo orders: ${order.deliveryId} was not inserted`);
        orderIds.set(order.deliveryId, row.id);

        for (const [position, colours] of order.images.entries()) {
          const storageKey = randomUUID();
          const content = pngImage(DEMO_IMAGE_SIZE, DEMO_IMAGE_SIZE, colours.background, colours.accent);
          written.push(storageKey);
          await options.images.put(storageKey, content, 'image/png');
          await tx.insert(orderImages).values({
            orderId: row.id,
            storageKey,
            contentType: 'image/png',
            sizeBytes: content.length,
            position,
          });
        }

        for (const event of order.events) {
          await tx.insert(orderEvents).values({
            orderId: row.id,
            type: event.type,
            note: event.note ?? null,
            actorUserId: event.type === 'placed' || event.type === 'cancelled' ? senderId : matcher,
            createdAt: at(event.atInHours),
          });
        }

        if (order.tripKey) {
          const tripId = tripIds.get(order.tripKey);
          if (!tripId) throw new Error(`demo orders: unknown trip ${order.tripKey}`);
          const matched = order.events.find((event) => event.type === 'matched');
          const ended = order.events.find(
            (event) => event.type === 'cancelled' || event.type === 'unmatched',
          );
          await tx.insert(matches).values({
            orderId: row.id,
            tripId,
            matchedBy: matcher,
            matchedAt: at(matched?.atInHours ?? 0),
            unmatchedAt: ended ? at(ended.atInHours) : null,
            unmatchedBy: ended ? senderId : null,
          });
        }
      }

      for (const notice of data.notifications) {
        await tx.insert(notifications).values({
          userId: userId(notice.userEmail),
          title: notice.title,
          body: notice.body,
          deliveryId: notice.deliveryId ?? null,
          createdAt: at(notice.atInHours),
          readAt: notice.read ? at(notice.atInHours + 1) : null,
        });
      }
    });
  } catch (error) {
    await Promise.all(
      written.map((storageKey) =>
        options.images
          .delete(storageKey)
          .catch((deleteError: unknown) =>
            console.warn(`demo orders: could not delete ${storageKey} after a failed seed`, deleteError),
          ),
      ),
    );
    throw error;
  }
}
