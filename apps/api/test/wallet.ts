import type { Database } from '../src/db/client';
import type { EarningRow } from '../src/db/schema/earnings';
import { postTransaction } from '../src/modules/ledger/ledger.service';
import { generateDeliveryId } from '../src/modules/orders/delivery-id';
import { insertOrder, orderSearchText } from '../src/modules/orders/orders.repo';
import {
  CLEARING_ACCOUNT,
  ensureMoneyAccount,
  moneyAccounts,
  travelerPendingAccount,
} from '../src/modules/payments/money-accounts';
import {
  ensureTravelerPendingAccount,
  recordEarning,
  releaseDueEarnings,
  releaseTimeOf,
} from '../src/modules/wallet/wallet.service';

// Money for wallet tests, until payments releases it for real: a delivered order written straight to the
// database, its carriage posted from the provider's clearing account into the traveler's pending balance, and
// the earning recorded in the same transaction, as the payments release does.

/** A delivered order of `senderId` (the earning's foreign key needs one). */
export async function deliveredOrder(db: Database, senderId: string, at: Date) {
  const deliveryId = generateDeliveryId();
  const fields = {
    category: 'Gadgets',
    itemNames: ['Phone'],
    deliveryAddress: 'KG 7 Ave 14',
    deliveryCountry: 'RW',
  };
  const row = await insertOrder(db, {
    deliveryId,
    senderId,
    ...fields,
    pickupAddress: '12 Admiralty Way, Lagos',
    pickupCountry: 'NG',
    receiverName: 'Aline Uwase',
    receiverPhone: '+250788123456',
    weightGrams: 1_000,
    priceMinor: 2_000,
    status: 'delivered',
    searchText: orderSearchText({ deliveryId, ...fields }),
    createdAt: at,
    updatedAt: at,
  });
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** The traveler earns `amountMinor` for a new delivery at `at`: pending until `holdHours` later. */
export async function earn(
  db: Database,
  input: { travelerId: string; senderId: string; amountMinor: number; at: Date; holdHours?: number },
): Promise<EarningRow> {
  const order = await deliveredOrder(db, input.senderId, input.at);
  await ensureMoneyAccount(db, moneyAccounts.clearing, 'USD', input.at);
  return db.transaction(async (tx) => {
    await ensureTravelerPendingAccount(tx, input.travelerId, 'USD', input.at);
    await postTransaction(tx, {
      idempotencyKey: `test-release:${order.id}`,
      kind: 'release',
      entries: [
        { account: CLEARING_ACCOUNT, amount: -input.amountMinor },
        { account: travelerPendingAccount(input.travelerId), amount: input.amountMinor },
      ],
      metadata: { orderId: order.id, deliveryId: order.deliveryId },
      at: input.at,
    });
    return recordEarning(tx, {
      travelerId: input.travelerId,
      deliveryId: order.deliveryId,
      orderId: order.id,
      amount: { amountMinor: input.amountMinor, currency: 'USD' },
      earnedAt: input.at,
      availableAt: releaseTimeOf(input.at, input.holdHours ?? 72),
    });
  });
}

/** Money the traveler can withdraw now: an earning with no hold, made available at once. */
export async function fundAvailable(
  db: Database,
  input: { travelerId: string; senderId: string; amountMinor: number; at: Date },
): Promise<EarningRow> {
  const earning = await earn(db, { ...input, holdHours: 0 });
  await releaseDueEarnings(db, input.at);
  return earning;
}

/** A valid IBAN (the checksum of GB82 WEST 1234 5698 7654 32, the standard's example). */
export const TEST_IBAN = 'GB82 WEST 1234 5698 7654 32';
/** A valid ABA routing number (JPMorgan Chase, New York). */
export const TEST_ROUTING_NUMBER = '021000021';
