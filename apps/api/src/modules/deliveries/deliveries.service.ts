import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Currency, orderImagePath } from '@tote/validation/orders';
import {
  type Delivery,
  type DeliveryListQuery,
  DeliveryListQuerySchema,
  type DeliveryPage,
  type DeliverySummary,
  HAND_OVER_MAX_ATTEMPTS,
  type HandOver,
  handOverPhotoPath,
  type TravelerOverview,
  type TravelerProfile,
  tripMessages,
} from '@tote/validation/trips';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { HttpError } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { avatarUrlOf, type SessionUser } from '../accounts/users';
import { transitionOrder } from '../orders/order-status';
import { findOrderByDeliveryId, listOrderEvents, listOrderImages, lockOrder } from '../orders/orders.repo';
import * as profilesRepo from '../profiles/profiles.repo';
import { REVIEWS_LIMIT } from '../profiles/profiles.service';
import { reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import * as repo from './deliveries.repo';

export interface DeliveriesConfig {
  /** DATA_DIR/uploads/hand-over: the hand-over photos, served only through their route. */
  photosDir: string;
}

export interface DeliveriesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: DeliveriesConfig;
}

const HOUR_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const errors = {
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
  codeWrong: () =>
    new HttpError(400, 'hand_over_code_wrong', tripMessages.handOverCodeWrong, {
      code: tripMessages.handOverCodeWrong,
    }),
  locked: () => new HttpError(429, 'hand_over_locked', tripMessages.handOverLocked),
};

/** Same length and digits, compared in constant time. */
function sameCode(expected: string | null, given: string): boolean {
  if (!expected || expected.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

function toSummary(row: repo.DeliveryRow): DeliverySummary {
  const { order } = row;
  return {
    deliveryId: order.deliveryId,
    category: order.category,
    itemNames: order.itemNames,
    senderName: row.senderName,
    pickupCountry: order.pickupCountry,
    deliveryAddress: order.deliveryAddress,
    deliveryCountry: order.deliveryCountry,
    status: order.status,
    travelerName: row.travelerName,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The traveler's earnings for one order: its weight at the trip's fee per kg, rounded to the cent. */
const earningsOf = (order: OrderRow, feePerKgMinor: number) =>
  Math.round((order.weightGrams * feePerKgMinor) / 1000);

export function createDeliveriesService({ db, clock, log, config }: DeliveriesDeps) {
  async function findCarried(traveler: SessionUser, deliveryId: string): Promise<repo.DeliveryRow> {
    const found = await repo.findDelivery(db, traveler.id, deliveryId);
    if (!found) throw errors.notFound();
    return found;
  }

  async function toDelivery(row: repo.DeliveryRow): Promise<Delivery> {
    const { order, trip } = row;
    const [images, events] = await Promise.all([
      listOrderImages(db, order.id),
      listOrderEvents(db, order.id),
    ]);
    const attemptsLeft = Math.max(0, HAND_OVER_MAX_ATTEMPTS - order.handOverAttempts);
    return {
      ...toSummary(row),
      senderId: order.senderId,
      senderAvatarUrl: avatarUrlOf(row.sender),
      pickupAddress: order.pickupAddress,
      receiverName: order.receiverName,
      receiverPhone: order.receiverPhone,
      weightKg: order.weightGrams / 1000,
      earnings: {
        amountMinor: earningsOf(order, trip.feePerKgMinor),
        currency: trip.currency as Currency,
      },
      images: images.map((image) => ({
        id: image.id,
        url: orderImagePath(order.deliveryId, image.id),
        contentType: image.contentType,
      })),
      events: events.map((event) => ({
        id: String(event.id),
        type: event.type,
        note: event.note,
        createdAt: event.createdAt.toISOString(),
      })),
      trip: {
        id: trip.id,
        bookingId: trip.bookingId,
        airline: trip.airline,
        flightNumber: trip.flightNumber,
        departureCity: trip.departureCity,
        departureCountry: trip.departureCountry,
        departureAt: trip.departureAt.toISOString(),
        arrivalCity: trip.arrivalCity,
        arrivalCountry: trip.arrivalCountry,
        arrivalAt: trip.arrivalAt.toISOString(),
      },
      estimatedArrivalAt: trip.arrivalAt.toISOString(),
      canPickUp: order.status === 'matched',
      canDeliver: order.status === 'shipping' && attemptsLeft > 0,
      handOverAttemptsLeft: attemptsLeft,
      handOverPhotoUrl: order.handOverPhotoKey ? handOverPhotoPath(order.deliveryId) : null,
    };
  }

  return {
    /** Orders on the traveler's trips (active matches, and cancelled ones they were on), newest first. */
    async listDeliveries(traveler: SessionUser, query: DeliveryListQuery): Promise<DeliveryPage> {
      const { tab, q, page, pageSize } = DeliveryListQuerySchema.parse(query);
      const { rows, total } = await repo.listDeliveries(db, {
        travelerId: traveler.id,
        tab,
        q: q || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { deliveries: rows.map(toSummary), total, page, pageSize };
    },

    /** The traveler home tiles (spec §2 Overview): the next delivery, this month's delivered count, the ID check. */
    async overview(traveler: SessionUser): Promise<TravelerOverview> {
      const now = clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const [next, monthlyDelivered] = await Promise.all([
        repo.findNextDelivery(db, traveler.id, now),
        repo.countDelivered(db, traveler.id, { from: monthStart, to: nextMonthStart }),
      ]);
      const verification = {
        unverified: 'none',
        pending: 'pending',
        verified: 'approved',
        rejected: 'rejected',
      } as const;
      return {
        nextDelivery: next
          ? {
              deliveryId: next.order.deliveryId,
              senderName: next.senderName,
              category: next.order.category,
              hoursAway: Math.ceil((next.trip.arrivalAt.getTime() - now.getTime()) / HOUR_MS),
            }
          : null,
        monthlyDelivered,
        verification: verification[traveler.travelerStatus],
      };
    },

    async getDelivery(traveler: SessionUser, deliveryId: string): Promise<Delivery> {
      return toDelivery(await findCarried(traveler, deliveryId));
    },

    /** Before the body of POST .../delivered is read: only the traveler whose trip carries it gets further. */
    async assertCarries(traveler: SessionUser, deliveryId: string): Promise<void> {
      await findCarried(traveler, deliveryId);
    },

    /** spec §4: the traveler has the parcel (matched -> shipping). */
    async markPickedUp(traveler: SessionUser, deliveryId: string): Promise<Delivery> {
      const carried = await findCarried(traveler, deliveryId);
      await db.transaction((tx) =>
        transitionOrder(tx, carried.order.id, 'shipping', traveler, { at: clock.now() }),
      );
      return toDelivery(await findCarried(traveler, deliveryId));
    },

    /**
     * spec §4 hand-over: shipping -> delivered with the receiver's code (ADR 009). A wrong code is counted in its
     * own committed transaction (the order row locked, so two guesses at once both count); at
     * HAND_OVER_MAX_ATTEMPTS the hand-over is locked. The optional photo is stored only with the right code.
     */
    async markDelivered(
      traveler: SessionUser,
      deliveryId: string,
      input: HandOver,
      photo: Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>,
    ): Promise<Delivery> {
      const carried = await findCarried(traveler, deliveryId);
      const stored = photo.fileCount > 0 ? await photo.storeFiles() : [];
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const current = await lockOrder(tx, carried.order.id);
        if (!current) throw errors.notFound();
        if (current.handOverAttempts >= HAND_OVER_MAX_ATTEMPTS) return 'locked' as const;
        if (current.status === 'shipping' && !sameCode(current.handOverCode, input.code)) {
          const attempts = await repo.countWrongHandOver(tx, current.id);
          return attempts >= HAND_OVER_MAX_ATTEMPTS ? ('locked' as const) : ('wrong' as const);
        }
        // Not shipping: transitionOrder answers 409 invalid_transition.
        const [file] = stored;
        if (file) {
          await reserveUploadRoom(tx, traveler.id, [file], 'photo');
          await repo.recordHandOverPhoto(tx, current.id, {
            key: file.key,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            by: traveler.id,
          });
        }
        await transitionOrder(tx, current.id, 'delivered', traveler, { at: now });
        return 'delivered' as const;
      });
      if (outcome === 'locked') throw errors.locked();
      if (outcome === 'wrong') throw errors.codeWrong();
      photo.keep();
      return toDelivery(await findCarried(traveler, deliveryId));
    },

    /** The hand-over photo: the traveler who took it, the order's sender and staff (404 for anyone else). */
    async readHandOverPhoto(
      viewer: SessionUser,
      deliveryId: string,
    ): Promise<{ content: Buffer; type: string }> {
      const order = await findOrderByDeliveryId(db, deliveryId);
      if (!order?.handOverPhotoKey || !order.handOverPhotoType) throw errors.notFound();
      const allowed =
        viewer.isStaff ||
        order.senderId === viewer.id ||
        (await repo.findDelivery(db, viewer.id, deliveryId)) !== undefined;
      if (!allowed) throw errors.notFound();
      try {
        return {
          content: await readFile(path.join(config.photosDir, order.handOverPhotoKey)),
          type: order.handOverPhotoType,
        };
      } catch (error) {
        log.error({ err: error, deliveryId }, 'the hand-over photo named in the database is missing');
        throw errors.notFound();
      }
    },

    /**
     * spec §3 "Traveler details" (/traveler-p): staff, the traveler, and senders whose order the traveler
     * carries or carried; for anyone else (and for someone who is no traveler) it does not exist.
     */
    async travelerProfile(viewer: SessionUser, userId: string): Promise<TravelerProfile> {
      if (!UUID.test(userId)) throw errors.notFound();
      const allowed =
        viewer.isStaff || viewer.id === userId || (await repo.carriesFor(db, userId, viewer.id));
      if (!allowed) throw errors.notFound();
      const found = await profilesRepo.findProfile(db, userId);
      if (!found?.user.isTraveler) throw errors.notFound();
      const [itemsDelivered, reviews] = await Promise.all([
        repo.countDelivered(db, userId),
        profilesRepo.listReviews(db, userId, REVIEWS_LIMIT),
      ]);
      return {
        id: found.user.id,
        fullname: found.user.fullName,
        avatarUrl: avatarUrlOf(found.user),
        state: found.user.state,
        country: found.user.country,
        itemsDelivered,
        rating: found.reviewCount > 0 ? found.rating : null,
        reviewCount: found.reviewCount,
        reviews: reviews.map((review) => ({
          id: review.id,
          rating: review.rating,
          text: review.text,
          authorName: review.authorName,
          createdAt: review.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
