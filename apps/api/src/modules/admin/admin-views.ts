import {
  type AdminOrderSummary,
  type AdminUserSummary,
  nationalIdPath,
  type Verification,
} from '@tote/validation/admin';
import type { Currency, OrderSummary } from '@tote/validation/orders';
import type { OrderRow } from '../../db/schema/orders';
import { avatarUrlOf } from '../accounts/users';
import type * as repo from './admin.repo';

/* How the staff's read models (admin.repo.ts) look on the admin app's screens. */

const kgOf = (grams: number) => grams / 1000;

export function toOrderSummary(order: OrderRow, travelerName: string | null): OrderSummary {
  return {
    id: order.id,
    deliveryId: order.deliveryId,
    category: order.category,
    itemNames: order.itemNames,
    pickupCountry: order.pickupCountry,
    deliveryAddress: order.deliveryAddress,
    deliveryCountry: order.deliveryCountry,
    status: order.status,
    travelerName,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function toAdminOrder(row: repo.AdminOrderRow): AdminOrderSummary {
  return {
    ...toOrderSummary(row.order, row.travelerName),
    senderId: row.order.senderId,
    senderName: row.senderName,
    weightKg: kgOf(row.order.weightGrams),
    price: { amountMinor: row.order.priceMinor, currency: row.order.currency as Currency },
  };
}

export function toVerification(row: repo.VerificationRow): Verification {
  const { verification, user } = row;
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    country: user.country,
    state: user.state,
    status: user.travelerStatus,
    residentialAddress: verification.residentialAddress,
    placeOfWork: verification.placeOfWork,
    nationalIdUrl: nationalIdPath(user.id),
    submittedAt: verification.submittedAt.toISOString(),
    reviewedAt: verification.reviewedAt?.toISOString() ?? null,
    reviewNote: verification.reviewNote,
  };
}

export function toUserSummary(row: repo.AdminUserRow): AdminUserSummary {
  const { user } = row;
  return {
    id: user.id,
    fullName: user.fullName,
    avatarUrl: avatarUrlOf(user),
    state: user.state,
    country: user.country,
    isSender: user.isSender,
    isTraveler: user.isTraveler,
    travelerStatus: user.travelerStatus,
    itemsSent: row.itemsSent,
    itemsDelivered: row.itemsDelivered,
    deactivated: user.deactivatedAt !== null,
  };
}
