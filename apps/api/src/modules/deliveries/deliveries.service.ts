import type { HandOver } from '@tote/validation/trips';
import {
  type DeliveryListQuery,
  DeliveryListQuerySchema,
  type DeliveryPage,
  type TravelerOverview,
} from '@tote/validation/trips';
import type { SessionUser } from '../accounts/users';
import type { UploadForm } from '../uploads/uploads';
import type { DeliveriesDeps } from './deliveries.deps';
import * as repo from './deliveries.repo';
import { findCarried, toDelivery, toSummary } from './delivery-view';
import { markDelivered, markPickedUp, readHandOverPhoto } from './hand-over';
import { travelerProfile } from './traveler-profile';

export type { DeliveriesConfig, DeliveriesDeps } from './deliveries.deps';

const HOUR_MS = 60 * 60 * 1000;

/** The traveler's ID check as the Overview tile names it. */
const VERIFICATION_TILE = {
  unverified: 'none',
  pending: 'pending',
  verified: 'approved',
  rejected: 'rejected',
} as const;

/** Orders on the traveler's trips (active matches, and cancelled ones they were on), newest first. */
async function listDeliveries(
  { db }: DeliveriesDeps,
  traveler: SessionUser,
  query: DeliveryListQuery,
): Promise<DeliveryPage> {
  const { tab, q, page, pageSize } = DeliveryListQuerySchema.parse(query);
  const { rows, total } = await repo.listDeliveries(db, {
    travelerId: traveler.id,
    tab,
    q: q || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { deliveries: rows.map(toSummary), total, page, pageSize };
}

/**
 * The traveler home tiles (docs/product/traveler.md, Overview): the next delivery, this month's delivered
 * count, the ID check.
 */
async function overview({ db, clock }: DeliveriesDeps, traveler: SessionUser): Promise<TravelerOverview> {
  const now = clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [next, monthlyDelivered] = await Promise.all([
    repo.findNextDelivery(db, traveler.id, now),
    repo.countDelivered(db, traveler.id, { from: monthStart, to: nextMonthStart }),
  ]);
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
    verification: VERIFICATION_TILE[traveler.travelerStatus],
  };
}

/**
 * The traveler's side of orders: the deliveries on their trips (list, overview, one delivery), pick-up and
 * hand-over (hand-over.ts), and the traveler details a sender may see (traveler-profile.ts).
 */
export function createDeliveriesService(deps: DeliveriesDeps) {
  const { db, clock } = deps;
  return {
    listDeliveries: (traveler: SessionUser, query: DeliveryListQuery) =>
      listDeliveries(deps, traveler, query),
    overview: (traveler: SessionUser) => overview(deps, traveler),
    getDelivery: async (traveler: SessionUser, deliveryId: string) =>
      toDelivery(db, await findCarried(db, traveler, deliveryId), clock.now()),
    /** Before the body of POST .../delivered is read: only the traveler whose trip carries it gets further. */
    assertCarries: async (traveler: SessionUser, deliveryId: string): Promise<void> => {
      await findCarried(db, traveler, deliveryId);
    },
    markPickedUp: (traveler: SessionUser, deliveryId: string) => markPickedUp(deps, traveler, deliveryId),
    markDelivered: (
      traveler: SessionUser,
      deliveryId: string,
      input: HandOver,
      photo: Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>,
    ) => markDelivered(deps, traveler, deliveryId, input, photo),
    readHandOverPhoto: (viewer: SessionUser, deliveryId: string) =>
      readHandOverPhoto(deps, viewer, deliveryId),
    travelerProfile: (viewer: SessionUser, userId: string) =>
      travelerProfile(db, viewer, userId, deps.clock.now()),
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
