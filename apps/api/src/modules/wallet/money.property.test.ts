import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import {
  CARDS,
  cancel,
  createMoneyWorld,
  deliver,
  deliverWebhook,
  type MoneyWorld,
  match,
  openTrip,
  pay,
  payoutEvent,
  pickUp,
  placeOrder,
  releaseAfterHold,
  unmatch,
  withdraw,
} from '../../../test/money-lifecycle';
import { expectLedgerClean } from '../../../test/payments';
import { queryRows } from '../../db/client';
import { balanceOf, LedgerError } from '../ledger/ledger.service';
import { CLEARING_ACCOUNT, travelerAvailableAccount } from '../payments/money-accounts';
import { signPayload } from '../payments/test-provider/signature';
import { ensureWebhookSecret } from '../payments/test-provider/test-provider.repo';

// Random sequences of what people and the provider do to orders and payouts, through the real routes: pay (any
// of the three test cards), unmatch, cancel, pick up, hand over, the clock past the hold and the scheduler's
// release, withdraw, the provider reporting a payout paid or failed, and a webhook delivered again. Refusals
// (a pick-up before payment, an unmatch after its window, a withdrawal above the balance) are part of the game.
// After every step: ledger:check (every module's checks) finds no drift, no account that may not go negative
// is, and what came in from outside equals what went back out plus what Tote holds. MONEY_SEED=<seed> replays.

const t = useAccountsTestApp();

const op = fc.oneof(
  fc.record({ type: fc.constant('order' as const) }),
  fc.record({
    type: fc.constant('pay' as const),
    pick: fc.nat(),
    card: fc.constantFrom(CARDS.authorized, CARDS.authorized, CARDS.declined, CARDS.insufficientFunds),
  }),
  fc.record({ type: fc.constantFrom('unmatch' as const, 'cancel' as const), pick: fc.nat() }),
  fc.record({ type: fc.constantFrom('pickUp' as const, 'deliver' as const), pick: fc.nat() }),
  // The happy path in one step (pay with 4242, pick up, hand over), so runs reach the wallet often.
  fc.record({ type: fc.constant('carry' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('release' as const) }),
  fc.record({ type: fc.constant('withdraw' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ type: fc.constantFrom('paid' as const, 'failed' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('again' as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface Run {
  w: MoneyWorld;
  orders: { deliveryId: string; matchId: string }[];
  payouts: string[];
  events: { body: string; signature: string }[];
  carried: number;
}

/**
 * A refusal a person can meet (409, 400; 404 for a traveler once the order was unmatched from their trip): the
 * step did nothing, which the checks after it confirm.
 */
const REFUSED = [200, 201, 400, 404, 409];

async function step(run: Run, action: Op) {
  const { w } = run;
  const nth = <T>(list: T[], pick: number) => list[pick % list.length];
  switch (action.type) {
    case 'order': {
      const deliveryId = await placeOrder(w, 1);
      run.orders.push({ deliveryId, matchId: await match(w, deliveryId, await openTrip(w)) });
      return;
    }
    case 'pay': {
      const order = nth(run.orders, action.pick);
      if (!order) return;
      // Paying a closed or paid order is refused at checkout: fine.
      await pay(w, order.deliveryId, action.card).catch((error: unknown) => {
        if (!(error instanceof Error && /checkout: answered 409/.test(error.message))) throw error;
      });
      return;
    }
    case 'unmatch': {
      const order = nth(run.orders, action.pick);
      if (order) await unmatch(w, order.matchId).catch(ignoreRefusal);
      return;
    }
    case 'cancel': {
      const order = nth(run.orders, action.pick);
      if (order) await cancel(w, order.deliveryId).catch(ignoreRefusal);
      return;
    }
    case 'pickUp': {
      const order = nth(run.orders, action.pick);
      if (order) await pickUp(w, order.deliveryId, REFUSED);
      return;
    }
    case 'deliver': {
      const order = nth(run.orders, action.pick);
      if (order) await deliver(w, order.deliveryId).catch(ignoreRefusal);
      return;
    }
    case 'carry': {
      const order = nth(run.orders, action.pick);
      if (!order) return;
      await pay(w, order.deliveryId).catch(ignoreRefusal);
      await pickUp(w, order.deliveryId, REFUSED);
      await deliver(w, order.deliveryId).catch(ignoreRefusal);
      run.carried += 1;
      return;
    }
    case 'release':
      await releaseAfterHold(w);
      return;
    case 'withdraw': {
      const balance = await balanceOf(t.db, travelerAvailableAccount(w.travelerId)).catch(
        (error: unknown) => {
          if (error instanceof LedgerError) return null;
          throw error;
        },
      );
      const free = balance ? balance.posted - balance.pendingDebits : 0;
      if (free < 1000) return;
      run.payouts.push(await withdraw(w, 1000 + Math.floor(action.share * (free - 1000))));
      return;
    }
    case 'paid':
    case 'failed': {
      const payoutId = nth(run.payouts, action.pick);
      if (!payoutId) return;
      const event = await payoutEvent(w, payoutId, action.type);
      await deliverWebhook(w, event);
      run.events.push(event);
      return;
    }
    case 'again': {
      const event = run.events.at(-1);
      if (!event) return;
      // The same event again, signed anew: the provider's retry, after the clock may have moved past the
      // five-minute tolerance of the first signature.
      const now = w.clock.now();
      await deliverWebhook(w, {
        body: event.body,
        signature: signPayload(event.body, await ensureWebhookSecret(t.db, now), now),
      });
      return;
    }
  }
}

function ignoreRefusal(error: unknown) {
  if (error instanceof Error && / answered (400|404|409) /.test(error.message)) return;
  throw error;
}

async function expectBooksBalance() {
  await expectLedgerClean(t);
  const [totals] = await queryRows<{ outside: string; inside: string; credits: string; debits: string }>(
    t.db,
    sql`select
          coalesce(sum(posted_balance) filter (where code = ${CLEARING_ACCOUNT}), 0) as outside,
          coalesce(sum(posted_balance) filter (where code <> ${CLEARING_ACCOUNT}), 0) as inside,
          coalesce(sum(pending_credits), 0) as credits,
          coalesce(sum(pending_debits), 0) as debits
        from ledger_accounts`,
  );
  // Money in from cards minus what went back out (refunds, payouts) is what Tote holds: escrow, the travelers'
  // balances, payouts in transit and its fees.
  expect(Number(totals?.inside) + Number(totals?.outside)).toBe(0);
  // Holds on their way in are the same money as holds on their way out.
  expect(Number(totals?.credits)).toBe(Number(totals?.debits));
  const negative = await queryRows<{ code: string }>(
    t.db,
    sql`select code from ledger_accounts where not allow_negative and posted_balance - pending_debits < 0`,
  );
  expect(negative).toEqual([]);
}

it('keeps the books whatever people, the provider and the scheduler do, in any order', async () => {
  const seed = process.env.MONEY_SEED ? Number(process.env.MONEY_SEED) : undefined;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16 }), async (ops) => {
      const run: Run = {
        w: await createMoneyWorld(t.app, t.db, t.clock),
        orders: [],
        payouts: [],
        events: [],
        carried: 0,
      };
      // Every run starts with an order, so the other steps have something to act on.
      for (const action of [{ type: 'order' } as const, ...ops]) {
        await step(run, action);
        await expectBooksBalance();
      }
    }),
    { numRuns: 25, ...(seed !== undefined ? { seed } : {}) },
  );
}, 120_000);
