import type { DemoOrder } from '@tote/fixtures/demo/orders';
import { UNMATCH_WINDOW_HOURS } from '@tote/validation/matches';
import { DEFAULT_FEE_SCHEDULE, type FeeSchedule } from '@tote/validation/payments';
import { DEFAULT_RELEASE_HOLD_HOURS } from '@tote/validation/wallet';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { orders } from '../../db/schema/orders';
import { trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import type { Clock } from '../../plugins/clock';
import type { Mailer } from '../../plugins/mail';
import type { SessionUser } from '../accounts/users';
import { createPaymentsService, type OrderMoneyStep } from './payments.service';
import { createTestProvider } from './test-provider/test-provider';
import { ensureWebhookSecret } from './test-provider/test-provider.repo';

const HOUR_MS = 60 * 60 * 1000;
/** The card the demo pays with (the test provider authorizes it). */
const DEMO_CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

export interface DemoMoneySettings {
  feeSchedule: FeeSchedule;
  releaseHoldHours: number;
  /** Where the test provider's checkout page lives and where it sends the sender back. */
  shellOrigin: string;
  senderOrigin: string;
}

export const defaultDemoMoneySettings: DemoMoneySettings = {
  feeSchedule: DEFAULT_FEE_SCHEDULE,
  releaseHoldHours: DEFAULT_RELEASE_HOLD_HOURS,
  shellOrigin: 'http://localhost:3000',
  senderOrigin: 'http://localhost:3001',
};

/** A clock the seed sets to each step's time: the demo's money moves at the times its orders' events say. */
export interface SteppingClock extends Clock {
  set(at: Date): void;
}

export function steppingClock(start: Date): SteppingClock {
  let current = start;
  return { now: () => current, set: (at) => (current = at) };
}

/** The seed's past is not mailed to anyone: it is the history the demo starts with. */
export const silentMailer: Mailer = { send: async () => {} };

/** The services want a logger; the seed's only voice is an error it throws. */
export const silentLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return silentLog;
  },
} as unknown as FastifyBaseLogger;

type Step = { at: Date; run: () => Promise<void> };

/**
 * The demo orders' payments (docs/decisions/017-payments-and-escrow.md), made as a sender and the built-in test
 * provider make them, never by writing balances: for each matched order, in time order, the payment is made at
 * the match (`onMatched`), paid an hour later on the test provider's checkout with 4242… (its signed webhook
 * through `receiveWebhook`), captured at pick-up, released at hand-over (the traveler's earning recorded), and
 * refunded when cancelled after the capture; `captureDue` captures what the unmatch window left. An order marked
 * `payment: 'awaiting'` stays unpaid. Runs after the orders are seeded (their rows are read back by delivery id).
 */
export async function seedDemoPayments(
  db: Database,
  options: { orders: readonly DemoOrder[]; now: Date; settings?: DemoMoneySettings },
): Promise<void> {
  const settings = options.settings ?? defaultDemoMoneySettings;
  const clock = steppingClock(options.now);
  const at = (hours: number) => new Date(options.now.getTime() + hours * HOUR_MS);
  const testProvider = createTestProvider({
    db,
    clock,
    shellOrigin: settings.shellOrigin,
    webhookSecret: () => ensureWebhookSecret(db, clock.now()),
  });
  const payments = createPaymentsService({
    db,
    clock,
    log: silentLog,
    mailer: silentMailer,
    provider: testProvider.adapter,
    config: {
      feeSchedule: settings.feeSchedule,
      releaseHoldHours: settings.releaseHoldHours,
      senderOrigin: settings.senderOrigin,
    },
  });

  const matched = options.orders.filter((order) => order.tripKey);
  if (matched.length === 0) return;
  const rows = await db
    .select({
      orderId: orders.id,
      deliveryId: orders.deliveryId,
      senderId: orders.senderId,
      weightGrams: orders.weightGrams,
      matchId: matches.id,
      matchedAt: matches.matchedAt,
      travelerId: trips.travelerId,
      feePerKgMinor: trips.feePerKgMinor,
      currency: trips.currency,
    })
    .from(orders)
    .innerJoin(matches, eq(matches.orderId, orders.id))
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .where(
      inArray(
        orders.deliveryId,
        matched.map((order) => order.deliveryId),
      ),
    );

  const steps: Step[] = [];
  for (const order of matched) {
    const row = rows.find((r) => r.deliveryId === order.deliveryId);
    if (!row) throw new Error(`demo payments: ${order.deliveryId} has no match`);
    const eventAt = (type: string) => {
      const event = order.events.find((e) => e.type === type);
      return event ? at(event.atInHours) : undefined;
    };
    const moveTo = (to: OrderMoneyStep, from: string) => async () => {
      await db.transaction((tx) =>
        payments.onOrderStatus(tx, { orderId: row.orderId, from, to, at: clock.now() }),
      );
      await payments.settleOrder(row.orderId);
    };

    steps.push({
      at: row.matchedAt,
      run: async () => {
        await db.transaction((tx) =>
          payments.onMatched(tx, {
            order: {
              id: row.orderId,
              deliveryId: row.deliveryId,
              senderId: row.senderId,
              weightGrams: row.weightGrams,
            },
            trip: { travelerId: row.travelerId, feePerKgMinor: row.feePerKgMinor, currency: row.currency },
            match: { id: row.matchId, matchedAt: row.matchedAt },
          }),
        );
      },
    });
    if (order.payment === 'awaiting') continue;
    steps.push({
      at: new Date(row.matchedAt.getTime() + HOUR_MS),
      run: async () => {
        const [sender] = await db.select().from(users).where(eq(users.id, row.senderId));
        if (!sender) throw new Error(`demo payments: no sender for ${row.deliveryId}`);
        const checkout = await payments.startCheckout(sender as SessionUser, row.deliveryId);
        const sessionId = checkout.checkoutUrl.split('/').pop() ?? '';
        const paid = await testProvider.pay(sessionId, DEMO_CARD);
        if (paid.outcome !== 'authorized' || !paid.webhook) {
          throw new Error(`demo payments: the test card was not authorized for ${row.deliveryId}`);
        }
        await payments.receiveWebhook('test', paid.webhook.body, paid.webhook.signature);
      },
    });
    // The scheduler's capture once the unmatch window closed, as the running app makes it (a minute late).
    const windowClosed = new Date(row.matchedAt.getTime() + UNMATCH_WINDOW_HOURS * HOUR_MS + 60_000);
    if (windowClosed < options.now) {
      steps.push({ at: windowClosed, run: async () => void (await payments.captureDue(clock.now())) });
    }
    const shipping = eventAt('shipping');
    if (shipping) steps.push({ at: shipping, run: moveTo('shipping', 'matched') });
    const delivered = eventAt('delivered');
    if (delivered) steps.push({ at: delivered, run: moveTo('delivered', 'shipping') });
    const failed = eventAt('failed');
    if (failed) steps.push({ at: failed, run: moveTo('failed', shipping ? 'shipping' : 'matched') });
    const cancelled = eventAt('cancelled');
    if (cancelled) steps.push({ at: cancelled, run: moveTo('cancelled', 'matched') });
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) {
    clock.set(step.at);
    await step.run();
  }
  clock.set(options.now);
  await payments.captureDue(options.now);
}
