import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { matches } from '../../db/schema/matches';
import { type OrderEventRow, orderEvents } from '../../db/schema/order-events';
import { type OrderImageRow, orderImages } from '../../db/schema/order-images';
import { type OrderRow, orders } from '../../db/schema/orders';
import { type TripRow, trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';

// SQL only, reads only: what an order's detail shows besides the order (its sender's name, the courier of its
// active match, images and history), each query built once. The writes: orders.repo.ts.

const travelers = alias(users, 'travelers');

export interface Courier {
  matchId: string;
  trip: TripRow;
  traveler: { id: string; fullName: string; avatarUrl: string | null; avatarPath: string | null };
}

/** The active match of an order with its trip and traveler, if any. */
export async function findCourier(db: Database, orderId: string): Promise<Courier | undefined> {
  const [row] = await courierOfOrder(db).execute({ orderId });
  return row;
}

const courierOfOrder = preparedQuery((db) =>
  db
    .select({
      matchId: matches.id,
      trip: trips,
      traveler: {
        id: users.id,
        fullName: users.fullName,
        avatarUrl: users.avatarUrl,
        avatarPath: users.avatarPath,
      },
    })
    .from(matches)
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .innerJoin(users, eq(users.id, trips.travelerId))
    .where(and(eq(matches.orderId, sql.placeholder('orderId')), isNull(matches.unmatchedAt)))
    .limit(1)
    .prepare('courier_of_order'),
);

/**
 * The order by its delivery id with everything its detail page shows besides it: the sender's name, the
 * courier of its active match (at most one: matches_active_order_key), its images and its events. One round
 * trip for GET /orders/:deliveryId, which would otherwise read the order, then the name, the courier, the
 * images and the events one after the other.
 */
export async function findOrderWithPeople(
  db: Database,
  deliveryId: string,
): Promise<
  | {
      order: OrderRow;
      senderName: string | null;
      courier: Courier | undefined;
      images: OrderImageRow[];
      events: OrderEventRow[];
    }
  | undefined
> {
  const [row] = await orderWithPeople(db).execute({ deliveryId });
  if (!row) return undefined;
  const { order, senderName, matchId, trip, traveler, images, events } = row;
  const courier = matchId !== null && trip && traveler ? { matchId, trip, traveler } : undefined;
  return {
    order,
    senderName,
    courier,
    images,
    // JSON carries the instant as text: the same Date the column would give.
    events: events.map((event) => ({ ...event, createdAt: new Date(event.createdAt) })),
  };
}

// The rows of images and events as JSON objects keyed like their drizzle rows (oldest first, by position), so
// the detail needs no second and third query; ids and order match listOrderImages and listOrderEvents.
const imagesJson = sql<OrderImageRow[]>`(select coalesce(json_agg(json_build_object(
    'id', ${orderImages.id}, 'orderId', ${orderImages.orderId}, 'storageKey', ${orderImages.storageKey},
    'contentType', ${orderImages.contentType}, 'sizeBytes', ${orderImages.sizeBytes},
    'position', ${orderImages.position}) order by ${orderImages.position}), '[]'::json)
  from ${orderImages} where ${orderImages.orderId} = ${orders.id})`;
const eventsJson = sql<(Omit<OrderEventRow, 'createdAt'> & { createdAt: string })[]>`(select
    coalesce(json_agg(json_build_object(
    'id', ${orderEvents.id}, 'orderId', ${orderEvents.orderId}, 'type', ${orderEvents.type},
    'note', ${orderEvents.note}, 'actorUserId', ${orderEvents.actorUserId}, 'createdAt', ${orderEvents.createdAt})
    order by ${orderEvents.createdAt}, ${orderEvents.id}), '[]'::json)
  from ${orderEvents} where ${orderEvents.orderId} = ${orders.id})`;

const senders = alias(users, 'senders');

const orderWithPeople = preparedQuery((db) =>
  db
    .select({
      order: orders,
      senderName: senders.fullName,
      matchId: matches.id,
      trip: trips,
      traveler: {
        id: travelers.id,
        fullName: travelers.fullName,
        avatarUrl: travelers.avatarUrl,
        avatarPath: travelers.avatarPath,
      },
      images: imagesJson,
      events: eventsJson,
    })
    .from(orders)
    .leftJoin(senders, eq(senders.id, orders.senderId))
    .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .leftJoin(trips, eq(trips.id, matches.tripId))
    .leftJoin(travelers, eq(travelers.id, trips.travelerId))
    .where(eq(orders.deliveryId, sql.placeholder('deliveryId')))
    .limit(1)
    .prepare('order_with_people'),
);

export async function findUserName(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await userName(db).execute({ userId });
  return row?.fullName;
}

const userName = preparedQuery((db) =>
  db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_name'),
);
